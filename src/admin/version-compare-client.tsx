'use client';

import { useId, useState, useTransition } from 'react';
import { buttonVariants } from '@/components/ui/button';
import type { CompareResult, FieldChange } from '@/lib/editor';
import type { DiffPart } from '@/lib/word-diff';
import editorCopy from '@messages/admin/editor.json';
import { fill } from './fill';

const marks = {
  removed: 'rounded-sm bg-red-100 text-red-900 decoration-red-700 dark:bg-red-950 dark:text-red-100',
  added: 'rounded-sm bg-emerald-100 text-emerald-900 no-underline dark:bg-emerald-950 dark:text-emerald-100',
};

/** One side of a change: the words both versions share, and those only this side has, marked. */
export function DiffSide({ parts, kind }: { parts: DiffPart[]; kind: 'removed' | 'added' }) {
  const c = editorCopy.compare;
  const shown = parts.filter((part) => part.kind === 'same' || part.kind === kind);
  if (shown.length === 0) return <span className="text-slate-500 italic dark:text-slate-400">—</span>;
  return (
    <>
      {shown.map((part, index) => {
        if (part.kind === 'same') return <span key={index}>{part.text}</span>;
        const Mark = kind === 'removed' ? 'del' : 'ins';
        return (
          <Mark key={index} title={c[kind]} className={marks[kind]}>
            {part.text}
          </Mark>
        );
      })}
    </>
  );
}

function Change({ change, from, to }: { change: FieldChange; from: number; to: number }) {
  const c = editorCopy.compare;
  return (
    <li className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <h5 className="text-sm font-semibold">{change.label}</h5>
      <div className="mt-2 grid gap-3 text-sm sm:grid-cols-2">
        {(
          [
            ['removed', from],
            ['added', to],
          ] as const
        ).map(([kind, version]) => (
          <div key={kind} className="min-w-0">
            <p className="text-xs font-medium text-slate-600 dark:text-slate-400">{fill(c.version, { version })}</p>
            <p className="mt-1 break-words whitespace-pre-line">
              <DiffSide parts={change.parts} kind={kind} />
            </p>
          </div>
        ))}
      </div>
    </li>
  );
}

/**
 * The history's comparison: two versions of the item chosen by number (the newest two to start with), then every text
 * that differs between them side by side, words that went struck through in the older one and words that came marked in
 * the newer one.
 */
export function VersionCompare({
  versions,
  current,
  compare,
}: {
  /** Every version that can be compared, newest first. */
  versions: number[];
  current: number;
  compare: (from: number, to: number) => Promise<CompareResult>;
}) {
  const c = editorCopy.compare;
  const id = useId();
  const [from, setFrom] = useState(versions[1] ?? versions[0] ?? 1);
  const [to, setTo] = useState(versions[0] ?? 1);
  const [result, setResult] = useState<CompareResult | null>(null);
  const [pending, startTransition] = useTransition();
  const name = (version: number) => fill(version === current ? c.current : c.version, { version });
  const select = (label: string, value: number, onChange: (value: number) => void, key: string) => (
    <label htmlFor={`${id}-${key}`} className="flex flex-col gap-1 text-sm font-medium">
      {label}
      <select
        id={`${id}-${key}`}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
      >
        {versions.map((version) => (
          <option key={version} value={version}>
            {name(version)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6">
      <h4 id={`${id}-heading`} className="font-semibold">
        {c.heading}
      </h4>
      <form
        className="mt-2 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          // Whichever way round they were chosen, the older one is on the left.
          const [older, newer] = from <= to ? [from, to] : [to, from];
          startTransition(async () => setResult(await compare(older, newer)));
        }}
      >
        {select(c.from, from, setFrom, 'from')}
        {select(c.to, to, setTo, 'to')}
        <button type="submit" disabled={pending} className={buttonVariants({ variant: 'secondary' })}>
          {pending ? c.comparing : c.submit}
        </button>
      </form>
      <div aria-live="polite" className="mt-4">
        {result &&
          (result.status !== 'compared' ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {c.failed}
            </p>
          ) : result.changes.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {fill(c.same, { from: result.from, to: result.to })}
            </p>
          ) : (
            <>
              <p className="text-sm font-medium">
                {fill(result.changes.length === 1 ? c.summaryOne : c.summary, {
                  from: result.from,
                  to: result.to,
                  count: result.changes.length,
                })}
              </p>
              <ul className="mt-3 space-y-3">
                {result.changes.map((change, index) => (
                  <Change key={index} change={change} from={result.from} to={result.to} />
                ))}
              </ul>
            </>
          ))}
      </div>
    </section>
  );
}
