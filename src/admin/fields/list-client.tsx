'use client';

import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import editorCopy from '@messages/admin/editor.json';

interface ListLabels {
  add: string;
  remove: string;
  moveUp: string;
  moveDown: string;
}

/**
 * A collapsible list of items that can be added, removed and reordered, within the bounds the schema sets. Buttons
 * name the item they act on, so a screen reader hears "Move up Feature 2", not "Move up".
 */
export function ListField<T>({
  legend,
  items,
  onChange,
  render,
  create,
  itemName,
  min,
  max,
  labels,
  icons,
  error,
  open = true,
  hint,
}: {
  legend: string;
  items: T[];
  onChange: (items: T[]) => void;
  render: (item: T, index: number, update: (item: T) => void) => ReactNode;
  create: () => T;
  itemName: (index: number) => string;
  min: number;
  max: number;
  labels: ListLabels;
  icons: { add: ReactNode; remove: ReactNode; up: ReactNode; down: ReactNode };
  error?: string;
  open?: boolean;
  /** What the list holds, under its name. */
  hint?: string;
}) {
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item as T);
    onChange(next);
  };
  const small =
    'inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-ember-600 disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800 [&_svg]:size-4';
  return (
    <details open={open} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <summary className="cursor-pointer rounded-md font-semibold focus-visible:outline-2 focus-visible:outline-ember-600">
        {legend} <span className="font-normal text-slate-500 dark:text-slate-400">({items.length})</span>
      </summary>
      {hint && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{hint}</p>}
      {error && <p className="mt-2 text-sm text-red-700 dark:text-red-400">{error}</p>}
      <ol className="mt-4 space-y-4">
        {items.map((item, index) => (
          <li
            key={index}
            className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 sm:flex-row sm:items-end dark:bg-slate-950/60"
          >
            <div className="min-w-0 flex-1">
              {render(item, index, (updated) => onChange(items.map((old, i) => (i === index ? updated : old))))}
            </div>
            <div className="flex shrink-0 gap-0.5 self-end">
              <button type="button" className={small} disabled={index === 0} onClick={() => move(index, index - 1)}>
                {icons.up}
                <span className="sr-only">{`${labels.moveUp} ${itemName(index)}`}</span>
              </button>
              <button
                type="button"
                className={small}
                disabled={index === items.length - 1}
                onClick={() => move(index, index + 1)}
              >
                {icons.down}
                <span className="sr-only">{`${labels.moveDown} ${itemName(index)}`}</span>
              </button>
              <button
                type="button"
                className={small}
                disabled={items.length <= min}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              >
                {icons.remove}
                <span className="sr-only">{`${labels.remove} ${itemName(index)}`}</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        disabled={items.length >= max}
        onClick={() => onChange([...items, create()])}
        className={buttonVariants({ variant: 'secondary', size: 'sm', className: 'mt-4' })}
      >
        {icons.add}
        {`${labels.add} ${itemName(items.length)}`}
      </button>
    </details>
  );
}

/** The list labels every editor passes to its lists. */
export const listLabels: ListLabels = {
  add: editorCopy.add,
  remove: editorCopy.remove,
  moveUp: editorCopy.moveUp,
  moveDown: editorCopy.moveDown,
};
