'use client';

import { buttonVariants } from '@/components/ui/button';
import editorCopy from '@messages/admin/editor.json';
import { fill } from './fill';
import { useAdminTime } from './time-zone-client';
import type { useEditor } from './use-editor-client';

type Editor<T> = ReturnType<typeof useEditor<T>>;
const p = editorCopy.presence;

/** Who else has the item's editor open, in one line (nothing when nobody does). */
export function PresenceLine<T>({ editor }: { editor: Editor<T> }) {
  const people = editor.others.filter((other) => !other.you);
  const you = editor.others.some((other) => other.you);
  if (people.length === 0 && !you) return null;
  const [first = '', second = ''] = people.map((person) => person.name);
  const text =
    people.length === 0
      ? p.you
      : people.length === 1
        ? fill(p.one, { name: first })
        : people.length === 2
          ? fill(p.two, { first, second })
          : fill(p.many, { first, count: people.length - 1 });
  return (
    <p
      role="status"
      data-testid="editor-presence"
      className="flex items-center gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:border-sky-800 dark:bg-sky-950/50 dark:text-sky-100"
    >
      <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-sky-600 dark:bg-sky-400" />
      {people.length > 0 && you ? `${text} ${p.you}` : text}
    </p>
  );
}

/**
 * A draft saved elsewhere that the form does not hold: whose, when, and the two ways on (open it, or publish this
 * form and leave it to its author). This form's autosave has stopped, so it is not overwritten.
 */
export function ElsewhereNotice<T>({ editor }: { editor: Editor<T> }) {
  const { clock } = useAdminTime();
  const other = editor.elsewhere;
  if (!other) return null;
  const when = clock(other.savedAt, { seconds: true });
  return (
    <div
      role="alert"
      data-testid="draft-elsewhere"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100"
    >
      <p>
        <strong>
          {other.byYou ? fill(p.elsewhereYou, { when }) : fill(p.elsewhereOther, { by: other.savedBy, when })}
        </strong>{' '}
        {p.elsewhereKeep}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          {p.openDraft}
        </button>
        <button
          type="button"
          disabled={editor.pending}
          onClick={() => editor.submit({ keepOtherDraft: true })}
          className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        >
          {p.publishMine}
        </button>
      </div>
    </div>
  );
}

/**
 * The form's draft was started from an older version than the one published now (someone published while it was kept
 * aside): publishing it would replace their changes, so that is said, with where to compare.
 */
export function BehindNote<T>({ editor }: { editor: Editor<T> }) {
  const { clock } = useAdminTime();
  const draft = editor.draft;
  if (!draft || draft.baseVersion === 0 || draft.baseVersion >= editor.version) return null;
  const current = editor.history.find((entry) => entry.version === editor.version);
  return (
    <p
      data-testid="draft-behind"
      className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100"
    >
      {fill(p.behind, {
        base: draft.baseVersion,
        version: editor.version,
        by: current?.savedBy ?? '—',
        when: current ? clock(current.savedAt) : '—',
      })}
    </p>
  );
}
