'use client';

import { useRights } from '../rights-client';
import { useEffect, useId, useRef, useState, useTransition, type FormEvent, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import copy from '@messages/admin/media.json';
import { failureText, type ActionFailureAnswer } from '../failure-toast';
import { fill } from '../fill';

const b = copy.bulk;
const languages = ['en', 'es', 'de', 'ar'] as const;

interface Named {
  id: string;
  name: string;
}
interface Kept extends Named {
  reason: 'in_use' | 'not_found' | 'stale';
  count?: number;
}
type DeleteAnswer = { status: 'done'; deleted: Named[]; kept: Kept[] } | ActionFailureAnswer;
type AltAnswer = { status: 'done'; changed: Named[]; unchanged: Named[]; skipped: Kept[] } | ActionFailureAnswer;

/** What the last bulk action did, said in the results panel (a live region). */
type Outcome =
  | { kind: 'deleted'; deleted: number; kept: Kept[] }
  | { kind: 'alt'; changed: number; count: number; unchanged: Named[]; skipped: Kept[] }
  | { kind: 'failed'; text: string };

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-white';

function reasonOf(kept: Kept): string {
  if (kept.reason === 'in_use')
    return kept.count === 1 ? b.reasonInUseOne : fill(b.reasonInUse, { count: kept.count ?? 0 });
  return kept.reason === 'stale' ? b.reasonStale : b.reasonNotFound;
}

/**
 * The library's cards with a checkbox each, "Select all" for the images shown (the filters' result), and the actions
 * on the selection: Delete (an image still in use is kept, as on its own page, and the result names each one kept
 * and why) and Set alt text (per language; only where an image has none, or replacing what it has, as chosen).
 */
export function MediaBulk({
  items,
  cards,
  deleteMany,
  setAlt,
}: {
  items: (Named & { uses: number })[];
  cards: ReactNode[];
  deleteMany: (input: unknown) => Promise<DeleteAnswer>;
  setAlt: (input: unknown) => Promise<AltAnswer>;
}) {
  const { publish } = useRights();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [altOpen, setAltOpen] = useState(false);
  const [altError, setAltError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const all = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const formId = useId();

  // Only images still listed count: a deleted or filtered-out one leaves the selection.
  const selected = items.filter((item) => chosen.has(item.id));
  const count = selected.length;
  const allChosen = items.length > 0 && count === items.length;
  useEffect(() => {
    if (all.current) all.current.indeterminate = count > 0 && !allChosen;
  }, [count, allChosen]);
  useEffect(() => {
    if (altOpen) dialog.current?.showModal();
  }, [altOpen]);

  const toggle = (id: string, on: boolean) =>
    setChosen((set) => {
      const next = new Set(set);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const onDelete = () => {
    const inUse = selected.filter((item) => item.uses > 0).length;
    const question = [fill(b.deleteConfirm, { count }), inUse ? fill(b.deleteConfirmInUse, { inUse }) : '']
      .filter(Boolean)
      .join(' ');
    if (!window.confirm(question)) return;
    setOutcome(null);
    startTransition(async () => {
      const result = await deleteMany({ ids: selected.map((item) => item.id) });
      if (result.status !== 'done') return setOutcome({ kind: 'failed', text: failureText(result) });
      setOutcome({ kind: 'deleted', deleted: result.deleted.length, kept: result.kept });
      setChosen(new Set(result.kept.map((kept) => kept.id)));
    });
  };

  const onAlt = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const alt = Object.fromEntries(languages.map((language) => [language, String(data.get(`alt.${language}`) ?? '')]));
    const mode = data.get('mode') === 'overwrite' ? 'overwrite' : 'fill';
    const ids = selected.map((item) => item.id);
    setOutcome(null);
    startTransition(async () => {
      const result = await setAlt({ ids, alt, mode });
      if (result.status === 'invalid') return setAltError(Object.values(result.fields).join(' '));
      setAltError(null);
      dialog.current?.close();
      if (result.status !== 'done') return setOutcome({ kind: 'failed', text: failureText(result) });
      setOutcome({
        kind: 'alt',
        changed: result.changed.length,
        count: ids.length,
        unchanged: result.unchanged,
        skipped: result.skipped,
      });
    });
  };

  return (
    <>
      <section
        aria-label={b.label}
        className="sticky top-0 z-10 flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white/95 p-3 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95"
      >
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            ref={all}
            type="checkbox"
            checked={allChosen}
            onChange={(event) =>
              setChosen(event.currentTarget.checked ? new Set(items.map((item) => item.id)) : new Set())
            }
            className="size-4 accent-ember-700"
          />
          {fill(b.selectAll, { count: items.length })}
        </label>
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {count === 0 ? b.none : count === 1 ? b.selectedOne : fill(b.selected, { count })}
        </p>
        {count > 0 && (
          <div className="flex flex-wrap gap-2 sm:ms-auto">
            <button
              type="button"
              disabled={pending}
              onClick={() => {
                setAltError(null);
                setAltOpen(true);
              }}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              {b.alt}
            </button>
            {publish && (
              <button
                type="button"
                disabled={pending}
                onClick={onDelete}
                className={buttonVariants({ variant: 'dangerSecondary', size: 'sm' })}
              >
                {b.delete}
              </button>
            )}
            <button
              type="button"
              onClick={() => setChosen(new Set())}
              className={buttonVariants({ variant: 'ghost', size: 'sm' })}
            >
              {b.clear}
            </button>
          </div>
        )}
      </section>
      <div role="status" aria-label={b.resultLabel} data-testid="bulk-result">
        {outcome && <OutcomeText outcome={outcome} />}
      </div>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5" data-testid="media-grid">
        {items.map((item, index) => (
          <li key={item.id} className="relative">
            <span className="absolute start-2 top-2 z-[1] flex rounded-md bg-white/90 p-1.5 shadow dark:bg-slate-900/90">
              <input
                type="checkbox"
                checked={chosen.has(item.id)}
                onChange={(event) => toggle(item.id, event.currentTarget.checked)}
                aria-label={fill(b.select, { name: item.name })}
                className="size-5 accent-ember-700"
              />
            </span>
            {cards[index]}
          </li>
        ))}
      </ul>
      {altOpen && (
        <dialog
          ref={dialog}
          onClose={() => setAltOpen(false)}
          aria-labelledby={`${formId}-title`}
          className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
        >
          <form onSubmit={onAlt} noValidate className="space-y-4 p-5">
            <h2 id={`${formId}-title`} className="text-lg font-semibold">
              {fill(b.altTitle, { count })}
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">{b.altHint}</p>
            {languages.map((language) => (
              <div key={language}>
                <label htmlFor={`${formId}-${language}`} className="block text-sm font-medium">
                  {copy.details.languages[language]}
                </label>
                <input
                  id={`${formId}-${language}`}
                  name={`alt.${language}`}
                  maxLength={300}
                  lang={language}
                  dir={language === 'ar' ? 'rtl' : 'ltr'}
                  className={inputClass}
                />
              </div>
            ))}
            <fieldset className="space-y-2">
              <legend className="text-sm font-semibold">{b.mode}</legend>
              {(['fill', 'overwrite'] as const).map((mode) => (
                <label key={mode} className="flex items-start gap-2 text-sm">
                  <input
                    type="radio"
                    name="mode"
                    value={mode}
                    defaultChecked={mode === 'fill'}
                    className="mt-0.5 size-4 accent-ember-700"
                  />
                  {mode === 'fill' ? b.modeFill : b.modeOverwrite}
                </label>
              ))}
            </fieldset>
            {altError && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                {altError}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <button type="submit" disabled={pending} className={buttonVariants({ size: 'sm' })}>
                {fill(b.apply, { count })}
              </button>
              <button
                type="button"
                onClick={() => dialog.current?.close()}
                className={buttonVariants({ variant: 'ghost', size: 'sm' })}
              >
                {b.cancel}
              </button>
            </div>
          </form>
        </dialog>
      )}
    </>
  );
}

function OutcomeText({ outcome }: { outcome: Outcome }) {
  const box = 'rounded-xl border p-3 text-sm';
  if (outcome.kind === 'failed')
    return <p className={`${box} border-red-300 text-red-800 dark:border-red-800 dark:text-red-300`}>{outcome.text}</p>;
  const [headline, listed, listHeading] =
    outcome.kind === 'deleted'
      ? [outcome.deleted === 1 ? b.deletedOne : fill(b.deleted, { count: outcome.deleted }), outcome.kept, b.notDeleted]
      : [fill(b.altDone, { changed: outcome.changed, count: outcome.count }), outcome.skipped, b.notChanged];
  return (
    <div className={`${box} border-slate-200 dark:border-slate-800`}>
      <p className="font-semibold">{headline}</p>
      {listed.length > 0 && (
        <>
          <p className="mt-2">{listHeading}</p>
          <ul className="mt-1 list-disc ps-5">
            {listed.map((kept) => (
              <li key={kept.id}>
                <span className="font-medium">{kept.name}</span>: {reasonOf(kept)}
              </li>
            ))}
          </ul>
        </>
      )}
      {outcome.kind === 'alt' && outcome.unchanged.length > 0 && (
        <>
          <p className="mt-2">{b.altUnchanged}</p>
          <ul className="mt-1 list-disc ps-5">
            {outcome.unchanged.map((item) => (
              <li key={item.id}>{item.name}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
