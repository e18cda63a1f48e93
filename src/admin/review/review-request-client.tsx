'use client';

import { useId, useState, useTransition } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-client';
import type { ReviewRequest } from '@/lib/editor';
import collectionsCopy from '@messages/admin/collections.json';
import { inputClass } from '../fields/localized-client';
import { fill } from '../fill';
import { useRights } from '../rights-client';
import { useAdminTime } from '../time-zone-client';

type Answer = { status: string; review?: ReviewRequest; fields?: Record<string, string> };

/** The item, and the actions its review request needs (its collection's `askReview` and `endReview`). */
export interface ReviewRequestProps {
  itemId: string;
  ask: (input: unknown) => Promise<Answer>;
  end: (input: unknown) => Promise<Answer>;
}

/**
 * An item's request for review. Someone who writes drafts but does not publish (a contributor, a translator) asks the
 * people who publish to look at the draft, with a note, and may withdraw the request; someone who publishes sees who
 * asked and what they said, and publishes the draft or sends it back with a note. Asking keeps the typing not saved
 * yet as the draft first: the draft is what is reviewed.
 */
export function ReviewRequestPanel({
  actions,
  request: initial,
  hasDraft,
  keepDraft,
}: {
  actions: ReviewRequestProps;
  /** The draft's request when the page was drawn. */
  request: ReviewRequest | undefined;
  /** The item has a draft, or typing to keep as one. */
  hasDraft: boolean;
  keepDraft: () => Promise<unknown>;
}) {
  const r = collectionsCopy.reviewRequest;
  const id = useId();
  const { clock } = useAdminTime();
  const { publish, userId } = useRights();
  const [request, setRequest] = useState(initial);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const [pending, startTransition] = useTransition();
  // Publishing or discarding the draft ended its request on the server: the panel forgets it too.
  const [hadDraft, setHadDraft] = useState(hasDraft);
  if (hadDraft !== hasDraft) {
    setHadDraft(hasDraft);
    if (!hasDraft) setRequest(undefined);
  }
  const mine = request?.askedById === userId;
  // Someone who publishes does not ask: they publish. They see a request, and answer it.
  if (publish && !request) return null;

  const run = (action: () => Promise<Answer>, done: (answer: Answer) => void) =>
    startTransition(async () => {
      setProblem(undefined);
      const answer = await action().catch(() => ({ status: 'failed' }) as Answer);
      if (answer.status === 'invalid') setProblem(Object.values(answer.fields ?? {})[0] ?? r.failed);
      else if (answer.status === 'asked' || answer.status === 'withdrawn' || answer.status === 'sent_back') {
        setNote('');
        done(answer);
      } else setProblem(r.failed);
    });
  const ask = () =>
    run(
      async () => (await keepDraft(), actions.ask({ id: actions.itemId, note })),
      (answer) => {
        setRequest(answer.review);
        toast({ variant: 'success', title: r.askedTitle, description: r.told });
      },
    );
  const end = () =>
    run(
      () => actions.end({ id: actions.itemId, note }),
      (answer) => {
        setRequest(undefined);
        toast({
          variant: 'success',
          title: answer.status === 'withdrawn' ? r.withdrawn : fill(r.sentBack, { by: request?.askedBy ?? '' }),
        });
      },
    );
  // Another writer sees someone else's request and leaves it to them and to the people who publish.
  const canAsk = !request || mine;
  const canEnd = request !== undefined && (mine || publish);
  // A note for the editors (before asking, or to ask again) or for the writer (sending back); none to withdraw.
  const noteLabel = canAsk ? r.note : fill(r.sendBackNote, { by: request?.askedBy ?? '' });

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10 border-t border-slate-200 pt-6 dark:border-slate-800">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {r.heading}
      </h3>
      {request ? (
        <div
          role="status"
          className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <p>{fill(mine ? r.askedByYou : r.asked, { by: request.askedBy, when: clock(request.askedAt) })}</p>
          {request.note && <blockquote className="mt-1 break-words italic">“{request.note}”</blockquote>}
        </div>
      ) : (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{r.intro}</p>
      )}
      {(canAsk || canEnd) && (
        <>
          <label htmlFor={`${id}-note`} className="mt-4 block text-sm font-medium">
            {noteLabel}
          </label>
          <textarea
            id={`${id}-note`}
            value={note}
            maxLength={1000}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
            className={`${inputClass} mt-1.5`}
          />
          <div className="mt-3 flex flex-wrap gap-2">
            {canAsk && (
              <button
                type="button"
                disabled={pending || !hasDraft}
                onClick={ask}
                className={buttonVariants({ variant: 'secondary' })}
              >
                {pending ? r.asking : request ? r.askAgain : r.ask}
              </button>
            )}
            {canEnd && (
              <button
                type="button"
                disabled={pending}
                onClick={end}
                className={buttonVariants({ variant: mine ? 'ghost' : 'secondary' })}
              >
                {mine ? r.withdraw : r.sendBack}
              </button>
            )}
          </div>
        </>
      )}
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{hasDraft ? r.ends : r.noDraft}</p>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </section>
  );
}
