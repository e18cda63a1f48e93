'use client';

import { useRef, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { adminPaths } from '@/lib/admin-paths';
import type { LeadActionResult } from './schema';
import { useLeadAction, type LeadErrorLabels } from './use-lead-action-client';

interface DeleteLeadLabels {
  open: string;
  title: string;
  text: string;
  confirm: string;
  cancel: string;
  errors: LeadErrorLabels;
}

/** Delete asks first, in a modal dialog (focus stays inside; Escape or Cancel closes it), then leaves for the inbox. */
export function DeleteLead({
  leadId,
  labels,
  icon,
  action,
}: {
  leadId: string;
  labels: DeleteLeadLabels;
  icon: ReactNode;
  action: (input: { leadId: string }) => Promise<LeadActionResult>;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { pending, run } = useLeadAction(labels.errors);
  const close = () => dialog.current?.close();

  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className={buttonVariants({ variant: 'dangerSecondary', size: 'sm' })}
      >
        {icon}
        {labels.open}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="delete-lead-title"
        aria-describedby="delete-lead-text"
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-white"
      >
        <h2 id="delete-lead-title" className="text-lg font-bold">
          {labels.title}
        </h2>
        <p id="delete-lead-text" className="mt-2 text-sm text-slate-700 dark:text-slate-200">
          {labels.text}
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <button
            type="button"
            autoFocus
            onClick={close}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          >
            {labels.cancel}
          </button>
          <button
            type="button"
            disabled={pending}
            onClick={() => {
              // Closed first, so a failure's toast is not hidden behind the modal.
              close();
              run(action, { leadId }, { onDone: () => window.location.assign(adminPaths.leadDeleted) });
            }}
            className={buttonVariants({ variant: 'danger', size: 'sm' })}
          >
            {labels.confirm}
          </button>
        </div>
      </dialog>
    </>
  );
}
