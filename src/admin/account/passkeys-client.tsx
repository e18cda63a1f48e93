'use client';

import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { useRouter } from 'next/navigation';
import { useState, useTransition, type FormEvent } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-client';
import type { adminCopy } from '../copy';
import { fill } from '../fill';
import type { AddPasskeyResult, PasskeyOptionsResult, RemovePasskeyResult } from './passkey-schema';

type Labels = (typeof adminCopy)['passkeys']['account'];

const field =
  'mt-2 block w-full max-w-sm rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 aria-invalid:border-red-600 dark:border-slate-700 dark:bg-slate-900 dark:text-white';

/**
 * The person's passkeys, and adding one: a name, then the browser's own prompt (fingerprint, face, screen lock or a
 * security key) makes it against a challenge from the server, which checks and keeps it. Removing one is asked first.
 */
export function Passkeys({
  labels,
  passkeys,
  full,
  actions,
}: {
  labels: Labels;
  passkeys: { id: string; name: string; when: string }[];
  full: boolean;
  actions: {
    options: (input: unknown) => Promise<PasskeyOptionsResult>;
    add: (input: unknown) => Promise<AddPasskeyResult>;
    remove: (input: unknown) => Promise<RemovePasskeyResult>;
  };
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [adding, setAdding] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const failed = (description: string) => toast({ variant: 'destructive', title: labels.failedTitle, description });
  const otherFailure = (result: { status: string; reference?: string }) =>
    failed(result.status === 'error' ? fill(labels.errorText, { reference: result.reference ?? '' }) : labels.stale);

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (!name) return setNameError(labels.nameHint);
    if (!browserSupportsWebAuthn()) return failed(labels.unsupported);
    startTransition(async () => {
      try {
        const options = await actions.options({});
        if (options.status === 'too_many') return failed(fill(labels.max, { count: passkeys.length }));
        if (options.status !== 'ok') return otherFailure(options);
        let response;
        try {
          response = await startRegistration({ optionsJSON: options.options });
        } catch (error) {
          const name = error instanceof Error ? error.name : '';
          return failed(name === 'InvalidStateError' ? labels.existsText : labels.cancelledText);
        }
        const result = await actions.add({ name, response });
        if (result.status === 'added') {
          setAdding(false);
          toast({ variant: 'success', title: labels.addedTitle, description: fill(labels.addedText, { name }) });
          router.refresh();
        } else if (result.status === 'invalid' && result.fields.name) setNameError(labels.nameHint);
        else if (result.status === 'invalid' || result.status === 'refused') failed(labels.invalidText);
        else if (result.status === 'too_many') failed(fill(labels.max, { count: passkeys.length }));
        else otherFailure(result);
      } catch {
        failed(labels.networkText);
      }
    });
  }

  function remove(id: string) {
    startTransition(async () => {
      try {
        const result = await actions.remove({ id });
        if (result.status === 'removed') {
          setRemoving(null);
          toast({ variant: 'success', title: labels.removedTitle, description: labels.removedText });
          router.refresh();
        } else if (result.status === 'required') failed(labels.lastRequired);
        else otherFailure(result);
      } catch {
        failed(labels.networkText);
      }
    });
  }

  return (
    <div className="mt-4 space-y-4">
      {passkeys.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{labels.none}</p>
      ) : (
        <ul aria-label={labels.listLabel} className="divide-y divide-slate-200 dark:divide-slate-800">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="py-3">
              {removing === passkey.id ? (
                <div className="space-y-3">
                  <p>{fill(labels.removeConfirm, { name: passkey.name })}</p>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      onClick={() => remove(passkey.id)}
                      disabled={pending}
                      className={buttonVariants({ variant: 'danger' })}
                    >
                      {labels.removeConfirmButton}
                    </button>
                    <button
                      type="button"
                      onClick={() => setRemoving(null)}
                      className={buttonVariants({ variant: 'secondary' })}
                    >
                      {labels.cancel}
                    </button>
                  </div>
                </div>
              ) : (
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium break-words">{passkey.name}</p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">{passkey.when}</p>
                  </div>
                  <button
                    type="button"
                    onClick={() => setRemoving(passkey.id)}
                    aria-label={fill(labels.removeLabel, { name: passkey.name })}
                    className={buttonVariants({ variant: 'dangerSecondary', size: 'sm' })}
                  >
                    {labels.remove}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{fill(labels.max, { count: passkeys.length })}</p>
      ) : adding ? (
        <form onSubmit={add} noValidate className="space-y-3">
          <div>
            <label htmlFor="passkey-name" className="block text-sm font-medium">
              {labels.name}
            </label>
            <input
              id="passkey-name"
              name="name"
              required
              maxLength={60}
              defaultValue={labels.defaultName}
              aria-invalid={nameError ? true : undefined}
              aria-describedby="passkey-name-hint"
              onChange={() => setNameError(null)}
              className={field}
            />
            <p
              id="passkey-name-hint"
              className={
                nameError
                  ? 'mt-1.5 text-sm font-medium text-red-700 dark:text-red-400'
                  : 'mt-1.5 text-sm text-slate-600 dark:text-slate-400'
              }
            >
              {labels.nameHint}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={pending} className={buttonVariants()}>
              {pending ? labels.creating : labels.create}
            </button>
            <button type="button" onClick={() => setAdding(false)} className={buttonVariants({ variant: 'secondary' })}>
              {labels.cancel}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" onClick={() => setAdding(true)} className={buttonVariants({ variant: 'secondary' })}>
          {labels.add}
        </button>
      )}
    </div>
  );
}
