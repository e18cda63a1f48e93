'use client';

import { clsx } from 'clsx';
import { useId, useState } from 'react';
import collectionsCopy from '@messages/admin/collections.json';
import editorCopy from '@messages/admin/editor.json';
import type { EditorIcons } from '../editor-icons';
import { fill } from '../fill';

/** An item another one may name: its id, title and picture, as the picker shows it. */
export interface RelationOption {
  value: string;
  label: string;
  image?: string;
  /** A shared block's kind of block (`hero`), for the page editor's picker. */
  blockType?: string;
}

const small =
  'inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-ember-600 disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800 [&_svg]:size-4';

function Thumb({ src }: { src?: string }) {
  return src ? (
    <img src={src} alt="" className="h-9 w-14 shrink-0 rounded object-cover" />
  ) : (
    <span className="h-9 w-14 shrink-0 rounded bg-slate-200 dark:bg-slate-800" />
  );
}

/**
 * Items that name others, in order (featured projects, related case studies): the chosen ones with their title and
 * picture, moved with buttons (so the keyboard can order them), and a search by title to add one. Ids are never typed.
 */
export function RelationPicker({
  id,
  label,
  help,
  value,
  onChange,
  options,
  max,
  error,
  itemName,
  icons,
}: {
  id: string;
  label: string;
  help?: string;
  value: string[];
  onChange: (ids: string[]) => void;
  options: RelationOption[];
  max: number;
  error?: string;
  itemName: string;
  icons: EditorIcons;
}) {
  const c = collectionsCopy;
  const [query, setQuery] = useState('');
  const listId = useId();
  const byId = new Map(options.map((option) => [option.value, option]));
  const words = query.trim().toLowerCase();
  const matches = words
    ? options
        .filter((option) => !value.includes(option.value) && option.label.toLowerCase().includes(words))
        .slice(0, 8)
    : [];
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item as string);
    onChange(next);
  };
  const name = (index: number) => byId.get(value[index] ?? '')?.label ?? value[index] ?? '';

  return (
    <fieldset
      className="min-w-0 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      aria-describedby={[help && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined}
    >
      <legend className="px-1 font-semibold">
        {label} <span className="font-normal text-slate-500 dark:text-slate-400">({value.length})</span>
      </legend>
      {help && (
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {value.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{c.relationNone}</p>
      ) : (
        <ol className="mt-3 space-y-2" aria-label={fill(c.relationChosen, {})}>
          {value.map((itemId, index) => (
            <li key={itemId} className="flex items-center gap-3 rounded-lg bg-slate-50 p-2 dark:bg-slate-950/60">
              <Thumb src={byId.get(itemId)?.image} />
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{name(index)}</span>
              <span className="flex shrink-0 gap-0.5">
                <button type="button" className={small} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  {icons.up}
                  <span className="sr-only">{`${editorCopy.moveUp} ${name(index)}`}</span>
                </button>
                <button
                  type="button"
                  className={small}
                  disabled={index === value.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  {icons.down}
                  <span className="sr-only">{`${editorCopy.moveDown} ${name(index)}`}</span>
                </button>
                <button type="button" className={small} onClick={() => onChange(value.filter((_, i) => i !== index))}>
                  {icons.remove}
                  <span className="sr-only">{`${editorCopy.remove} ${name(index)}`}</span>
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {value.length < max && (
        <div className="mt-4">
          <label htmlFor={`${id}-search`} className="block text-sm font-medium">
            {fill(c.relationSearch, { item: itemName.toLowerCase() })}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-controls={listId}
            autoComplete="off"
            className="mt-1.5 block w-full max-w-md rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm dark:border-slate-700 dark:bg-slate-950 dark:text-white"
          />
          <ul id={listId} aria-live="polite" className={clsx('mt-2 space-y-1', !words && 'sr-only')}>
            {words && matches.length === 0 && (
              <li className="text-sm text-slate-600 dark:text-slate-400">{c.relationNoMatch}</li>
            )}
            {matches.map((option) => (
              <li key={option.value}>
                <button
                  type="button"
                  onClick={() => {
                    onChange([...value, option.value]);
                    setQuery('');
                  }}
                  className="flex w-full max-w-md items-center gap-3 rounded-lg p-2 text-start text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ember-600 dark:hover:bg-slate-800"
                >
                  <Thumb src={option.image} />
                  <span className="min-w-0 flex-1 truncate">{option.label}</span>
                  <span className="sr-only">{c.relationAdd}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
