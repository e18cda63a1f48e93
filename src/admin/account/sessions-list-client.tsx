'use client';

import { useTransition, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-client';
import type { adminCopy } from '../copy';
import { fill } from '../fill';
import type { EndSessionActionResult } from './schema';

/** A session as the list shows it, its words and times already in the person's language and time zone. */
export interface ListedSession {
  id: string;
  device: string;
  network: string;
  signedIn: { iso: string; text: string };
  lastSeen: { iso: string; text: string };
  current: boolean;
}

type Labels = (typeof adminCopy)['account']['sessions'];

/** The sessions, each but the one in use with its Sign out; Sign out everywhere else below them. */
export function SessionsList({
  sessions,
  labels,
  icon,
  actions,
}: {
  sessions: ListedSession[];
  labels: Labels;
  icon: ReactNode;
  actions: {
    endOne: (input: unknown) => Promise<EndSessionActionResult>;
    endOthers: (input: unknown) => Promise<EndSessionActionResult>;
  };
}) {
  const [pending, startTransition] = useTransition();
  const others = sessions.filter((session) => !session.current).length;

  function run(call: () => Promise<EndSessionActionResult>) {
    startTransition(async () => {
      let result: EndSessionActionResult;
      try {
        result = await call();
      } catch {
        toast({ variant: 'destructive', title: labels.failedTitle, description: labels.networkFailed });
        return;
      }
      if (result.status === 'ended')
        toast({
          variant: 'success',
          title: labels.endedTitle,
          description: result.count === 1 ? labels.endedOne : fill(labels.endedMany, { count: result.count }),
        });
      else if (result.status === 'not_found' || result.status === 'current')
        // Gone meanwhile (it ran out, or was signed out elsewhere): the list has been drawn again without it.
        toast({ variant: 'success', title: labels.endedTitle, description: labels.alreadyEnded });
      else
        toast({
          variant: 'destructive',
          title: labels.failedTitle,
          description:
            result.status === 'error' ? fill(labels.error, { reference: result.reference }) : labels.networkFailed,
        });
    });
  }

  return (
    <>
      <ul aria-label={labels.listLabel} className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
        {sessions.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
            <div className="min-w-0 flex-1 basis-56">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {session.device}
                {session.current && (
                  <span className="inline-flex items-center rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100">
                    {labels.current}
                  </span>
                )}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {session.network} · {labels.lastSeen}{' '}
                <time dateTime={session.lastSeen.iso}>{session.lastSeen.text}</time> · {labels.signedIn}{' '}
                <time dateTime={session.signedIn.iso}>{session.signedIn.text}</time>
              </p>
            </div>
            {!session.current && (
              <button
                type="button"
                disabled={pending}
                onClick={() => run(() => actions.endOne({ id: session.id }))}
                className={buttonVariants({ variant: 'secondary', size: 'sm' })}
              >
                {icon}
                {labels.endOne}
                <span className="sr-only"> {fill(labels.endOneFor, { device: session.device })}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 ? (
        <button
          type="button"
          disabled={pending}
          onClick={() => run(() => actions.endOthers({}))}
          className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'mt-4' })}
        >
          {icon}
          {labels.endOthers}
        </button>
      ) : (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{labels.onlyThis}</p>
      )}
    </>
  );
}
