import 'server-only';
import type { CollectionName, DocumentOf } from '@/content';
import type { ReviewRequest } from '@/lib/editor';
import { env } from '@/lib/env';
import { can, rolesWith } from '@/lib/roles';
import type { AdminUser } from '@/server/auth/user';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { enqueueNotice } from '@/server/mail/outbox';
import { kickOutbox } from '@/server/mail/worker';
import { getDraft } from '@/server/queries/drafts';
import { clearReviewRequest, markForReview, publishersToTell } from '@/server/queries/review-requests';
import collectionsCopy from '@messages/admin/collections.json';
import type { Refusal } from './refusals';
import type { CollectionRules } from './rules';

const copy = collectionsCopy.reviewRequest;

interface ReviewTarget<C extends CollectionName> {
  rules: CollectionRules<C>;
  id: string;
  /** The item's editor in the admin (`/admin/blog/a-post`): where the e-mail sends its reader. */
  editorPath: string;
}

type Asked = { status: 'asked'; review: ReviewRequest; title: string; told: number } | Refusal;
type Ended = { status: 'withdrawn' | 'sent_back'; review: ReviewRequest; title: string } | { status: 'not_found' };

const quoted = (note: string | null) => (note ? `\n“${note}”\n` : '');

/** Queues plain mails through the outbox and wakes its worker. */
async function tell(recipients: readonly string[], mail: { subject: string; text: string }) {
  if (recipients.length === 0) return;
  const db = getDb();
  const domain = new URL(env().SITE_URL).hostname;
  for (const recipient of recipients) await enqueueNotice(db, recipient, mail, domain);
  kickOutbox();
}

/**
 * Asks the people who publish to review an item's draft (the form keeps its typing as the draft first), with a note: the draft is marked as waiting (the Overview lists it for them), and each of them with an e-mail address
 * gets one through the outbox. Asking again replaces the note.
 */
export async function askItemReview<C extends CollectionName>(
  { rules, id, editorPath }: ReviewTarget<C>,
  user: AdminUser,
  { note }: { note: string },
): Promise<Asked> {
  const db = getDb();
  const draft = await getDraft(db, rules.collection, id);
  if (!draft) return { status: 'invalid', fields: { form: copy.noDraft } };
  const review = { askedAt: Date.now(), askedBy: user.name, askedById: user.id, note: note || null };
  if (!(await markForReview(db, rules.collection, id, { by: user, note: review.note })))
    return { status: 'invalid', fields: { form: copy.noDraft } };
  const title = rules.titleOf(draft.data as DocumentOf<C>) || id;
  const recipients = await publishersToTell(db, rolesWith('publish'), user.id);
  await tell(recipients, {
    subject: `Review asked: ${rules.singular.toLowerCase()} “${title}”`,
    text: [
      `${user.name} asked for a review of their draft of the ${rules.singular.toLowerCase()} “${title}”.`,
      quoted(review.note),
      `Publish it, or send it back with a note, from its editor: ${env().SITE_URL}${editorPath}`,
    ].join('\n'),
  });
  log.info('admin.review_asked', { collection: rules.collection, id, userId: user.id, told: recipients.length });
  return { status: 'asked', review, title, told: recipients.length };
}

/**
 * Ends a draft's request for review: its asker withdraws it, or someone who publishes sends the draft back with a note
 * (e-mailed to the asker). Anyone else is refused; `not_found` when no request stands.
 */
export async function endItemReview<C extends CollectionName>(
  { rules, id, editorPath }: ReviewTarget<C>,
  user: AdminUser,
  { note }: { note: string },
): Promise<Ended | { status: 'forbidden' }> {
  const db = getDb();
  const draft = await getDraft(db, rules.collection, id);
  const standing = draft?.review;
  if (!draft || !standing) return { status: 'not_found' };
  const own = standing.askedById === user.id;
  if (!own && !can(user.role, 'publish')) return { status: 'forbidden' };
  const review = await clearReviewRequest(db, rules.collection, id);
  if (!review) return { status: 'not_found' };
  const title = rules.titleOf(draft.data as DocumentOf<C>) || id;
  if (own) return { status: 'withdrawn', review, title };
  const asker = await db
    .selectFrom('admin_users')
    .select('email')
    .where('id', '=', review.askedById)
    .executeTakeFirst();
  await tell(asker?.email ? [asker.email] : [], {
    subject: `Sent back: ${rules.singular.toLowerCase()} “${title}”`,
    text: [
      `${user.name} sent your draft of the ${rules.singular.toLowerCase()} “${title}” back to you.`,
      note ? `\nTheir note:\n“${note}”\n` : '\nThey left no note.\n',
      `The draft is as you left it, in its editor: ${env().SITE_URL}${editorPath}`,
    ].join('\n'),
  });
  log.info('admin.review_sent_back', { collection: rules.collection, id, userId: user.id });
  return { status: 'sent_back', review, title };
}
