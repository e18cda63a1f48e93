'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition, type FormEvent } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-client';
import { useFocusFirstInvalid } from '@/components/ui/use-focus-first-invalid';
import copy from '@messages/admin/redirects.json';
import { failureToast, type ActionFailureAnswer } from '../failure-toast';
import { fill } from '../fill';

type Failure = ActionFailureAnswer;
type SaveAnswer = { status: 'saved'; source: string; target: string } | Failure;
type DeleteAnswer = { status: 'deleted'; source: string } | Failure;

const inputClass =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-white dark:aria-[invalid=true]:border-red-400';

type Field = 'source' | 'target' | 'form';

/**
 * Adds a redirect, or edits one (`id`): From and To, checked on the server (loops, chains, pages of the site), each
 * refusal said under its field with the typing kept, and whether the move is temporary (302). To suggests the site's
 * pages.
 */
export function RedirectForm({
  id,
  source = '',
  target = '',
  permanent = true,
  pages,
  save,
  doneHref,
}: {
  id?: number;
  source?: string;
  target?: string;
  permanent?: boolean;
  pages: readonly { name: string; path: string }[];
  save: (input: unknown) => Promise<SaveAnswer>;
  /** Where the form goes once saved (the list, without the `from` it was opened with). */
  doneHref: string;
}) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(form);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, startTransition] = useTransition();
  const prefix = id === undefined ? 'new-redirect' : `redirect-${id}`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = {
      ...(id === undefined ? {} : { id }),
      source: data.get('source'),
      target: data.get('target'),
      permanent: data.get('temporary') !== 'on',
    };
    startTransition(async () => {
      const result = await save(input);
      if (result.status === 'saved') {
        setErrors({});
        toast({
          variant: 'success',
          title: copy.saved,
          description: fill(copy.added, { source: result.source, target: result.target || copy.gone }),
        });
        if (id === undefined) form.current?.reset();
        router.replace(doneHref);
        return;
      }
      if (result.status === 'invalid') {
        setErrors(result.fields);
        focusFirstInvalid();
        if (result.fields.form) failureToast(result, copy.errors.notFound);
        return;
      }
      failureToast(result, copy.errors.notFound);
    });
  }

  const field = (name: 'source' | 'target', label: string, hint: string, value: string) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={`${prefix}-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={`${prefix}-${name}`}
        name={name}
        defaultValue={value}
        required
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        list={name === 'target' ? `${prefix}-pages` : undefined}
        maxLength={name === 'source' ? 500 : 2000}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`${prefix}-${name}-hint${errors[name] ? ` ${prefix}-${name}-error` : ''}`}
        className={inputClass}
      />
      <p id={`${prefix}-${name}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {hint}
      </p>
      {errors[name] && (
        <p id={`${prefix}-${name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="flex flex-col gap-4 md:flex-row md:items-start">
      {field('source', copy.from, copy.fromHint, source)}
      {field('target', copy.to, copy.toHint, target)}
      <datalist id={`${prefix}-pages`} aria-label={copy.pagesLabel}>
        {pages.map((page) => (
          <option key={page.path} value={page.path}>
            {page.name}
          </option>
        ))}
      </datalist>
      <div className="md:mt-7 md:max-w-56">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            name="temporary"
            defaultChecked={!permanent}
            aria-describedby={`${prefix}-temporary-hint`}
            className="size-4 accent-ember-600"
          />
          {copy.temporary}
        </label>
        <p id={`${prefix}-temporary-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {copy.temporaryHint}
        </p>
      </div>
      <div className="flex gap-2 md:mt-7">
        <button type="submit" disabled={pending} className={buttonVariants({ size: 'md' })}>
          {id === undefined ? copy.add : copy.save}
        </button>
        {id !== undefined && (
          <a href={doneHref} className={buttonVariants({ variant: 'ghost', size: 'md' })}>
            {copy.cancel}
          </a>
        )}
      </div>
    </form>
  );
}

/** Deletes one redirect after a confirmation naming it. */
export function DeleteRedirect({
  id,
  source,
  remove,
}: {
  id: number;
  source: string;
  remove: (input: unknown) => Promise<DeleteAnswer>;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const onClick = () => {
    if (!window.confirm(fill(copy.deleteConfirm, { source }))) return;
    startTransition(async () => {
      const result = await remove({ id });
      if (result.status !== 'deleted') return failureToast(result, copy.errors.notFound);
      toast({ variant: 'success', title: copy.saved, description: fill(copy.deleted, { source: result.source }) });
      router.refresh();
    });
  };
  return (
    <button
      type="button"
      disabled={pending}
      onClick={onClick}
      aria-label={`${copy.delete} ${source}`}
      className={buttonVariants({ variant: 'dangerSecondary', size: 'sm' })}
    >
      {copy.delete}
    </button>
  );
}
