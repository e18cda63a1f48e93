'use client';

import { useId, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import copy from '@messages/admin/shared-blocks.json';
import { fill } from '../fill';
import { BlockPicture } from './block-pictures';
import type { FormBlock } from './form-fields';
import type { RelationOption } from './relation-picker-client';

/** What a created shared block answers: its id and title, or why not (the create action of any collection). */
type CreateAnswer = {
  status: string;
  id?: string;
  title?: string;
  fields?: Record<string, string>;
  reference?: string;
};

/**
 * How a page's blocks field shares blocks: the create action of its collection of shared blocks and the editor of one
 * (`{id}` standing for its id). Given by the server (collection/relations.ts `blockSharing`).
 */
export interface BlockSharing {
  create: (input: unknown) => Promise<CreateAnswer>;
  itemPath: string;
}

/** The blocks that cannot be shared: a contact form is its page's own, and a shared block is already one. */
export const unsharable: ReadonlySet<string> = new Set(['contactForm', 'shared']);

/** The editor's link to a shared block. */
const sharedEditor = (sharing: BlockSharing, id: string) => sharing.itemPath.replace('{id}', encodeURIComponent(id));

/** A kind of block in the page editor's words ("Call to action"), or the type itself for one it does not know. */
const kindLabel = (kinds: readonly FormBlock[], type: string | undefined) =>
  kinds.find((kind) => kind.type === type)?.label ?? type ?? '';

/**
 * A shared block placed on the page: named and linked to its one editor, never edited here (an edit there shows on
 * every page). One no longer there says so: visitors see nothing in its place.
 */
export function SharedPlacement({
  id,
  option,
  kinds,
  sharing,
}: {
  id: string;
  option: RelationOption | undefined;
  kinds: readonly FormBlock[];
  sharing: BlockSharing | undefined;
}) {
  if (!option)
    return (
      <p
        role="note"
        className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
      >
        {fill(copy.placed.missing, { id })}
      </p>
    );
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
      <BlockPicture type={option.blockType ?? 'shared'} />
      <p className="min-w-0 flex-1">
        <span className="block font-semibold">{option.label}</span>
        <span className="block text-slate-600 dark:text-slate-400">
          {fill(copy.placed.text, { type: kindLabel(kinds, option.blockType) })}
        </span>
      </p>
      {sharing && (
        <a
          href={sharedEditor(sharing, id)}
          aria-label={`${copy.placed.edit}: ${option.label}`}
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          {copy.placed.edit}
        </a>
      )}
    </div>
  );
}

/** The picker's group of shared blocks, each placed by reference. */
export function SharedBlocksGroup({
  options,
  kinds,
  onPick,
}: {
  options: readonly RelationOption[];
  kinds: readonly FormBlock[];
  onPick: (id: string) => void;
}) {
  const heading = useId();
  return (
    <div role="group" aria-labelledby={heading} className="sm:col-span-2">
      <h3 id={heading} className="mt-2 mb-1 px-2 text-sm font-semibold">
        {copy.picker.heading}
      </h3>
      {options.length === 0 ? (
        <p className="px-2 text-xs text-slate-600 dark:text-slate-400">{copy.picker.none}</p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {options.map((option) => (
            <button
              key={option.value}
              type="button"
              onClick={() => onPick(option.value)}
              className="flex items-center gap-3 rounded-lg p-2 text-start hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ember-600 dark:hover:bg-slate-800"
            >
              <BlockPicture type={option.blockType ?? 'shared'} />
              <span>
                <span className="block text-sm font-semibold">{option.label}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {`${copy.placed.label} · ${kindLabel(kinds, option.blockType)}`}
                </span>
              </span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

/** The first problem the server found with the block, in the form's words ("Heading: Enter a heading."). */
function blockProblem(fields: Record<string, string>, kind: FormBlock | undefined): string | undefined {
  const entry = Object.entries(fields).find(([path]) => path.startsWith('blocks.'));
  if (!entry) return undefined;
  const [path, message] = entry;
  const label = kind?.fields.find((field) => field.name === path.split('.')[2])?.label;
  return label ? `${label}: ${message}` : message;
}

/**
 * "Save as shared block": asks a name, creates the shared block from the block as it is (its own hidden switch stays
 * with this page's placement), and hands back its id for the page to place it by reference. A refusal says why and
 * leaves the block as it was.
 */
export function SaveAsShared({
  block,
  kind,
  sharing,
  onShared,
}: {
  block: Record<string, unknown>;
  kind: FormBlock | undefined;
  sharing: BlockSharing;
  onShared: (shared: { id: string; title: string }) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [pending, setPending] = useState(false);
  const [nameError, setNameError] = useState<string>();
  const [problem, setProblem] = useState<string>();

  const submit = async () => {
    setPending(true);
    setNameError(undefined);
    setProblem(undefined);
    const { hidden: _, ...shared } = block;
    const answer = await sharing
      .create({ values: { title: name.trim(), blocks: [shared] } })
      .catch((): CreateAnswer => ({ status: 'error' }));
    setPending(false);
    if (answer.status === 'created' && answer.id) {
      setOpen(false);
      onShared({ id: answer.id, title: answer.title ?? name.trim() });
      return;
    }
    const fields = answer.fields ?? {};
    const named = fields.title ?? fields.id;
    if (named) return setNameError(named);
    const inBlock = blockProblem(fields, kind);
    setProblem(
      inBlock
        ? fill(copy.save.incomplete, { problem: inBlock })
        : fill(copy.save.failed, { reference: answer.reference ?? answer.status }),
    );
  };

  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="text-sm font-semibold text-ember-700 underline dark:text-ember-500"
      >
        {copy.save.open}
      </button>
    );
  return (
    <div className="basis-full space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <label htmlFor={`${id}-name`} className="block text-sm font-medium">
        {copy.save.name}
      </label>
      <input
        id={`${id}-name`}
        value={name}
        maxLength={80}
        autoFocus
        aria-invalid={nameError ? true : undefined}
        aria-describedby={`${id}-hint${nameError ? ` ${id}-error` : ''}`}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          // Enter shares the block; it must not save the page's form around it.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (!pending) void submit();
        }}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950 dark:text-white"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
        {copy.save.nameHint}
      </p>
      {nameError && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {nameError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={pending}
          onClick={() => void submit()}
          className={buttonVariants({ variant: 'primary', size: 'sm' })}
        >
          {pending ? copy.save.saving : copy.save.submit}
        </button>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        >
          {copy.save.cancel}
        </button>
      </div>
      <p role="status" className="text-sm text-red-700 dark:text-red-400">
        {problem}
      </p>
    </div>
  );
}

/** The words of the placed block's heading in the list: "Shared block · Spring offer band". */
export const placedTitle = (option: RelationOption | undefined, ref: string) =>
  `${copy.placed.label} · ${option?.label ?? ref}`;

/** The toast-like line after a block became a shared block. */
export const sharedNote = (title: string) => fill(copy.save.saved, { title });
