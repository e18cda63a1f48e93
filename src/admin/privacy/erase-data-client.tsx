'use client';

import { useRef, useTransition } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-client';
import copy from '@messages/admin/privacy.json';
import { fill } from '../fill';

type Answer =
  | { status: 'erased'; leads: number; notes: number; notifications: number; mentions: number }
  | { status: 'changed'; leads: number }
  | { status: 'admin_person' }
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'error'; reference: string }
  | { status: 'forbidden' };

interface EraseWords {
  title: string;
  text: string;
  done: string;
}

function problem(answer: Exclude<Answer, { status: 'erased' }>, leads: (n: number) => string): string {
  const c = copy.erase;
  switch (answer.status) {
    case 'changed':
      return fill(c.changed, { leads: leads(answer.leads) });
    case 'admin_person':
      return c.adminPerson;
    case 'forbidden':
      return c.forbidden;
    case 'invalid':
      return c.invalid;
    case 'error':
      return fill(c.error, { reference: answer.reference });
  }
}

/**
 * Erase asks first, in a modal dialog naming how much will go (the words come from the server, counted); the server
 * checks that the number of leads is still the one named. Afterwards the page searches the address again.
 */
export function EraseData({
  email,
  leads,
  words,
  leadWords,
  action,
}: {
  email: string;
  leads: number;
  words: EraseWords;
  /** `{n}` leads in the section's words, for a refusal that counts them anew. */
  leadWords: { one: string; many: string };
  action: (input: { email: string; leads: number }) => Promise<Answer>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [pending, startTransition] = useTransition();
  const countLeads = (n: number) => fill(n === 1 ? leadWords.one : leadWords.many, { n });

  const erase = () => {
    // Closed first, so a failure's toast is not hidden behind the modal.
    dialog.current?.close();
    startTransition(async () => {
      let answer: Answer;
      try {
        answer = await action({ email, leads });
      } catch {
        toast({ variant: 'destructive', title: copy.erase.failedTitle, description: copy.erase.network });
        return;
      }
      if (answer.status === 'erased')
        toast({ variant: 'success', title: copy.erase.doneTitle, description: words.done });
      else toast({ variant: 'destructive', title: copy.erase.failedTitle, description: problem(answer, countLeads) });
    });
  };

  return (
    <>
      <button
        type="button"
        disabled={pending}
        onClick={() => dialog.current?.showModal()}
        className={buttonVariants({ variant: 'danger', size: 'md' })}
      >
        {copy.result.erase}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="erase-data-title"
        aria-describedby="erase-data-text"
        className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
      >
        <h2 id="erase-data-title" className="text-lg font-bold break-words">
          {words.title}
        </h2>
        <p id="erase-data-text" className="mt-2 text-sm text-slate-700 dark:text-slate-200">
          {words.text}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button
            type="button"
            autoFocus
            onClick={() => dialog.current?.close()}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          >
            {copy.erase.cancel}
          </button>
          <button type="button" onClick={erase} className={buttonVariants({ variant: 'danger', size: 'sm' })}>
            {copy.erase.confirm}
          </button>
        </div>
      </dialog>
    </>
  );
}
