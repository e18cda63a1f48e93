'use client';

import { useRights } from '../rights-client';
import { clsx } from 'clsx';
import { useRef, useState, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import copy from '@messages/admin/landing-pages.json';
import editorCopy from '@messages/admin/editor.json';
import type { FormBlock, FormField } from './form-fields';
import { blankBlock } from './values';
import type { EditorIcons } from '../editor-icons';
import { fill } from '../fill';
import { BlockPicture } from './block-pictures';
import type { RelationOption } from './relation-picker-client';
import {
  placedTitle,
  SaveAsShared,
  SharedBlocksGroup,
  SharedPlacement,
  sharedNote,
  unsharable,
  type BlockSharing,
} from './shared-blocks-client';

type Block = Record<string, unknown> & { type: string };

/** Draws a block's fields: the form's own field views, at the block's path. */
type RenderFields = (
  fields: readonly FormField[],
  path: string,
  value: Block,
  onChange: (value: Block) => void,
) => ReactNode;

const small =
  'inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-ember-600 disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800 [&_svg]:size-4';

/**
 * A block's heading in the editor's words: its kind, and its English heading or title when it has one; a placed shared
 * block's, the shared block's name.
 */
function blockTitle(block: Block, kind: FormBlock | undefined, shared: readonly RelationOption[]): string {
  if (block.type === 'shared')
    return placedTitle(
      shared.find((option) => option.value === block.ref),
      String(block.ref),
    );
  const text = (block.heading ?? block.title) as { en?: string } | undefined;
  const name = kind?.label ?? block.type;
  return text?.en ? `${name} · ${text.en}` : name;
}

/**
 * Keys that follow each block through moves, copies and removals, so a block's editors (a rich text keeps its own
 * state) stay with it. A list replaced from outside (a restore) gets new keys.
 */
function useBlockKeys(length: number) {
  const [keys, setKeys] = useState<string[]>(() => Array.from({ length }, newBlockKey));
  const current = keys.length === length ? keys : Array.from({ length }, newBlockKey);
  if (current !== keys) setKeys(current);
  return { keys: current, setKeys, make: newBlockKey };
}

let blockKeys = 0;
/** A key no block of this page has had. */
const newBlockKey = () => `block-${(blockKeys += 1)}`;

/**
 * The page editor's list of blocks: add one from a picker that shows each kind, reorder by dragging or with Move up /
 * Move down, duplicate, hide, collapse, and remove with Undo. Each block's fields are the form's own field views. With
 * `sharing`, the picker places shared blocks too (`shared`, the ones there are) and any block can be saved as one.
 */
export function BlocksField({
  id,
  field,
  value,
  onChange,
  renderFields,
  icons,
  error,
  errorPaths,
  shared: sharedOptions = [],
  sharing,
}: {
  id: string;
  field: FormField;
  value: Block[];
  onChange: (blocks: Block[]) => void;
  renderFields: RenderFields;
  icons: EditorIcons;
  error?: string;
  /** The paths of the form's errors: a block with one is shown open. */
  errorPaths: readonly string[];
  /** The shared blocks the list may place, with the kind of block each holds. */
  shared?: readonly RelationOption[];
  sharing?: BlockSharing;
}) {
  const kinds = field.blocks ?? [];
  // Shared blocks made from this page since it was opened are placed like the others.
  const [made, setMade] = useState<RelationOption[]>([]);
  const [sharedLine, setSharedLine] = useState<string>();
  const shared = [...sharedOptions, ...made];
  const { keys, setKeys, make } = useBlockKeys(value.length);
  // Saving a block as a shared block publishes it: an editor's or owner's.
  const { publish } = useRights();
  const [picking, setPicking] = useState(false);
  // A page's blocks are shown closed, as a list of their titles; a block added, copied or brought back opens.
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const setOpen = (key: string, open: boolean) =>
    setOpened((keys) => {
      if (keys.has(key) === open) return keys;
      const next = new Set(keys);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });
  const [removed, setRemoved] = useState<{ block: Block; key: string; index: number } | undefined>();
  const [dragged, setDragged] = useState<number | undefined>();
  const list = useRef<HTMLOListElement>(null);
  const max = field.max ?? 40;
  const allOpen = keys.length > 0 && keys.every((key) => opened.has(key));
  const kindOf = (block: Block) => kinds.find((kind) => kind.type === block.type);
  const nameOf = (index: number) => fill(editorCopy.numbered, { label: field.item ?? copy.block, number: index + 1 });

  const change = (blocks: Block[], nextKeys: string[]) => {
    setKeys(nextKeys);
    onChange(blocks);
  };
  const focusBlock = (index: number) =>
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLElement>('[data-block-summary]')[index]?.focus());
  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length || from === to) return;
    const blocks = [...value];
    const nextKeys = [...keys];
    blocks.splice(to, 0, ...blocks.splice(from, 1));
    nextKeys.splice(to, 0, ...nextKeys.splice(from, 1));
    change(blocks, nextKeys);
  };
  const insert = (index: number, block: Block, key = make()) => {
    setOpen(key, true);
    change(
      [...value.slice(0, index), block, ...value.slice(index)],
      [...keys.slice(0, index), key, ...keys.slice(index)],
    );
    focusBlock(index);
  };
  const remove = (index: number) => {
    setRemoved({ block: value[index]!, key: keys[index]!, index });
    change(
      value.filter((_, i) => i !== index),
      keys.filter((_, i) => i !== index),
    );
  };

  return (
    <fieldset className="min-w-0 space-y-4" aria-describedby={`${id}-hint`}>
      <legend className="text-lg font-semibold">
        {field.label} <span className="font-normal text-slate-500 dark:text-slate-400">({value.length})</span>
      </legend>
      <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
        {field.help} {copy.dragHint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {value.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{copy.empty}</p>
      ) : (
        <button
          type="button"
          onClick={() => setOpened(allOpen ? new Set() : new Set(keys))}
          className="text-sm font-semibold text-ember-700 underline dark:text-ember-500"
        >
          {allOpen ? copy.closeAll : copy.openAll}
        </button>
      )}
      <ol ref={list} className="space-y-3" data-testid="blocks">
        {value.map((block, index) => {
          const kind = kindOf(block);
          const name = nameOf(index);
          const path = `${field.name}.${index}`;
          const key = keys[index]!;
          const open = opened.has(key) || errorPaths.some((at) => at.startsWith(`${path}.`));
          return (
            <li
              key={key}
              data-block-type={block.type}
              onDragOver={(event) => {
                if (dragged === undefined) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== undefined) move(dragged, index);
                setDragged(undefined);
              }}
              className={clsx(
                'rounded-xl border bg-white dark:bg-slate-900',
                dragged === index ? 'border-ember-600 opacity-60' : 'border-slate-200 dark:border-slate-800',
                block.hidden === true && 'border-dashed',
              )}
            >
              <details open={open} onToggle={(event) => setOpen(key, event.currentTarget.open)}>
                <summary
                  data-block-summary
                  className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 focus-visible:outline-2 focus-visible:outline-ember-600"
                >
                  <span
                    draggable
                    onDragStart={(event) => {
                      setDragged(index);
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData('text/plain', name);
                    }}
                    onDragEnd={() => setDragged(undefined)}
                    className="cursor-grab text-slate-400 [&_svg]:size-4"
                    title={copy.dragHint}
                  >
                    {icons.grip}
                  </span>
                  <BlockPicture type={block.type} />
                  <span className="min-w-0 flex-1 truncate font-medium">{blockTitle(block, kind, shared)}</span>
                  {block.hidden === true && (
                    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium dark:bg-slate-700">
                      {copy.hiddenBadge}
                    </span>
                  )}
                </summary>
                <div className="space-y-4 border-t border-slate-200 p-4 dark:border-slate-800">
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <label className="inline-flex items-center gap-2 text-sm font-medium">
                      <input
                        type="checkbox"
                        checked={block.hidden === true}
                        onChange={(event) => {
                          const { hidden: _, ...rest } = block;
                          onChange(
                            value.map((old, i) =>
                              i === index ? (event.target.checked ? { ...rest, hidden: true } : (rest as Block)) : old,
                            ),
                          );
                        }}
                        className="size-4 accent-ember-700"
                      />
                      {copy.hide}
                    </label>
                    {publish && sharing && !unsharable.has(block.type) && (
                      <SaveAsShared
                        block={block}
                        kind={kind}
                        sharing={sharing}
                        onShared={(made) => {
                          setMade((list) => [...list, { value: made.id, label: made.title, blockType: block.type }]);
                          setSharedLine(sharedNote(made.title));
                          const placed: Block = {
                            type: 'shared',
                            ref: made.id,
                            ...(block.hidden === true && { hidden: true }),
                          };
                          onChange(value.map((old, i) => (i === index ? placed : old)));
                        }}
                      />
                    )}
                    <div className="flex gap-0.5">
                      <button
                        type="button"
                        className={small}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      >
                        {icons.up}
                        <span className="sr-only">{`${editorCopy.moveUp} ${name}`}</span>
                      </button>
                      <button
                        type="button"
                        className={small}
                        disabled={index === value.length - 1}
                        onClick={() => move(index, index + 1)}
                      >
                        {icons.down}
                        <span className="sr-only">{`${editorCopy.moveDown} ${name}`}</span>
                      </button>
                      <button
                        type="button"
                        className={small}
                        disabled={value.length >= max}
                        onClick={() => insert(index + 1, structuredClone(block))}
                      >
                        {icons.duplicate}
                        <span className="sr-only">{`${copy.duplicate} ${name}`}</span>
                      </button>
                      <button type="button" className={small} onClick={() => remove(index)}>
                        {icons.remove}
                        <span className="sr-only">{`${editorCopy.remove} ${name}`}</span>
                      </button>
                    </div>
                  </div>
                  {block.type === 'shared' && (
                    <SharedPlacement
                      id={String(block.ref)}
                      option={shared.find((option) => option.value === block.ref)}
                      kinds={kinds}
                      sharing={sharing}
                    />
                  )}
                  {kind &&
                    renderFields(kind.fields, path, block, (next) =>
                      onChange(value.map((old, i) => (i === index ? next : old))),
                    )}
                </div>
              </details>
            </li>
          );
        })}
      </ol>
      <div role="status" className="min-h-0">
        {sharedLine && <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">{sharedLine}</p>}
        {removed && (
          <p className="flex items-center gap-3 rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">
            {fill(copy.removed, { block: blockTitle(removed.block, kindOf(removed.block), shared) })}
            <button
              type="button"
              className="font-semibold text-ember-700 underline dark:text-ember-500"
              onClick={() => {
                insert(Math.min(removed.index, value.length), removed.block, removed.key);
                setRemoved(undefined);
              }}
            >
              {copy.undo}
            </button>
          </p>
        )}
      </div>
      <button
        type="button"
        aria-expanded={picking}
        aria-controls={`${id}-picker`}
        disabled={value.length >= max}
        onClick={() => setPicking(!picking)}
        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
      >
        {icons.add}
        {copy.addBlock}
      </button>
      {picking && (
        <div
          id={`${id}-picker`}
          role="group"
          aria-label={copy.pickerTitle}
          className="grid gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-2 dark:border-slate-800"
        >
          {kinds.map((kind) => (
            <button
              key={kind.type}
              type="button"
              onClick={() => {
                setPicking(false);
                insert(value.length, blankBlock(kind) as Block);
              }}
              className="flex items-center gap-3 rounded-lg p-2 text-start hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ember-600 dark:hover:bg-slate-800"
            >
              <BlockPicture type={kind.type} />
              <span>
                <span className="block text-sm font-semibold">{kind.label}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">{kind.description}</span>
              </span>
            </button>
          ))}
          {sharing && (
            <SharedBlocksGroup
              options={shared}
              kinds={kinds}
              onPick={(ref) => {
                setPicking(false);
                insert(value.length, { type: 'shared', ref });
              }}
            />
          )}
        </div>
      )}
    </fieldset>
  );
}
