import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/env';
import { recordAudit } from '@/server/audit';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { enqueueNotice } from '@/server/mail/outbox';
import { kickOutbox } from '@/server/mail/worker';
import { getSiteSettings } from '@/server/queries/settings';
import { liveReviewLink, recordReviewAnswer, reviewTokenPattern, type ReviewLink } from '@/server/queries/review-links';

/** What a review link's form posts (SECURITY.md D1: strict, bounded). */
export const reviewAnswerSchema = z.strictObject({
  token: z.string().regex(reviewTokenPattern),
  decision: z.enum(['approved', 'changes']),
  comment: z.string().trim().max(2000),
});

type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;

/** Who answered, as the activity log names them: the client holding the link, never a person of the admin. */
const reviewer = (link: ReviewLink) => ({ id: `review-link:${link.id}`, name: `Client (link by ${link.createdBy})` });

/**
 * Keeps a client's answer on their live link, writes it to the activity log and queues an e-mail to the person who
 * made the link (or to the agency's inbox when that person has no address: the owner account). Undefined when the
 * link no longer works.
 */
export async function answerReview(answer: ReviewAnswer): Promise<ReviewLink | undefined> {
  const db = getDb();
  const link = await liveReviewLink(db, answer.token);
  if (!link) return undefined;
  await recordReviewAnswer(db, link.id, answer);
  const verb = answer.decision === 'approved' ? 'approved' : 'asked for changes to';
  const quoted = answer.comment ? `: “${answer.comment}”` : '';
  await recordAudit(db, reviewer(link), {
    action: 'review.answered',
    target: `${link.collection}:${link.documentId}`,
    summary: `The client ${verb} ${link.path}${quoted}`.slice(0, 500),
  });
  const config = env();
  const person = await db
    .selectFrom('admin_users')
    .select('email')
    .where('id', '=', link.createdById)
    .executeTakeFirst();
  const recipient = person?.email ?? config.CONTACT_EMAIL ?? (await getSiteSettings()).emails.contact;
  const editor = `${config.SITE_URL}/admin`;
  await enqueueNotice(
    db,
    recipient,
    {
      subject: `Review: the client ${verb} ${link.path}`,
      text: [
        `The client you sent the review link for ${link.path} ${verb} the draft.`,
        answer.comment ? `\nTheir comment:\n${answer.comment}\n` : '\nThey left no comment.\n',
        `The answer is on the item in the admin: ${editor}`,
      ].join('\n'),
    },
    new URL(config.SITE_URL).hostname,
  );
  kickOutbox();
  log.info('review.answered', { linkId: link.id, collection: link.collection, id: link.documentId });
  return link;
}
