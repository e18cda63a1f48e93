'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition, type FormEvent } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-client';
import collectionsCopy from '@messages/admin/collections.json';
import { fill } from '../fill';

type RenameAnswer =
  | { status: 'renamed'; id: string }
  | { status: 'stale' }
  | { status: 'not_found' }
  | { status: 'forbidden' }
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'error'; reference: string };

/**
 * An item's address with "Change address": the new slug is checked on the server, and the old address then redirects
 * to the new one in every language (a 301), so links and search results keep working. The editor moves to the new
 * address.
 */
export function AddressControl({
  id,
  version,
  pathOf,
  itemPath,
  rename,
}: {
  id: string;
  version: number;
  /** The item's public path, `{id}` standing for its address. */
  pathOf: string;
  /** Its editor, `{id}` standing for its address. */
  itemPath: string;
  rename: (input: unknown) => Promise<RenameAnswer>;
}) {
  const c = collectionsCopy;
  const r = c.rename;
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const [pending, startTransition] = useTransition();
  const [before, after] = pathOf.split('{id}') as [string, string?];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const to = String(new FormData(event.currentTarget).get('to') ?? '').trim();
    startTransition(async () => {
      const result = await rename({ id, to, expectedVersion: version });
      if (result.status === 'renamed') {
        setError(undefined);
        setOpen(false);
        toast({
          variant: 'success',
          title: r.done,
          description: fill(r.doneText, { from: pathOf.replace('{id}', id), to: pathOf.replace('{id}', result.id) }),
        });
        router.push(itemPath.replace('{id}', encodeURIComponent(result.id)));
        return;
      }
      const message =
        result.status === 'invalid'
          ? Object.values(result.fields).join(' ')
          : result.status === 'stale'
            ? c.staleText
            : result.status === 'not_found'
              ? c.notFoundText
              : result.status === 'forbidden'
                ? c.forbiddenText
                : fill(c.failedText, { reference: result.reference });
      setError(message);
      input.current?.focus();
    });
  }

  if (!open)
    return (
      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-slate-600 dark:text-slate-400">
        <span>{fill(c.addressFixed, { path: pathOf.replace('{id}', id) })}</span>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="font-medium text-ember-700 underline dark:text-ember-500"
        >
          {r.change}
        </button>
      </p>
    );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-3 max-w-2xl rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <label htmlFor="item-address" className="block text-sm font-medium">
        {r.label}
      </label>
      <div dir="ltr" className="mt-1.5 flex items-center gap-1 font-mono text-sm">
        <span className="text-slate-600 dark:text-slate-400">{before}</span>
        <input
          ref={input}
          id="item-address"
          name="to"
          defaultValue={id}
          autoFocus
          required
          maxLength={80}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`item-address-hint${error ? ' item-address-error' : ''}`}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-white"
        />
        {after && <span className="text-slate-600 dark:text-slate-400">{after}</span>}
      </div>
      <p id="item-address-hint" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {r.hint}
      </p>
      {error && (
        <p id="item-address-error" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="mt-3 flex gap-2">
        <button type="submit" disabled={pending} className={buttonVariants({ size: 'sm' })}>
          {r.save}
        </button>
        <button
          type="button"
          onClick={() => {
            setOpen(false);
            setError(undefined);
          }}
          className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        >
          {r.cancel}
        </button>
      </div>
    </form>
  );
}
