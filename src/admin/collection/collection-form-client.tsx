'use client';

import { useRights } from '../rights-client';
import { useRouter } from 'next/navigation';
import { useRef, useState, type ReactNode } from 'react';
import type { CompareResult, DraftInfo, EditorResult, HistoryEntry, Presence } from '@/lib/editor';
import type { StaleMap } from '@/lib/stale-translations';
import collectionsCopy from '@messages/admin/collections.json';
import editorCopy from '@messages/admin/editor.json';
import { buttonVariants } from '@/components/ui/button';
import { EditorForm, SHORTCUT, type ScheduleProps } from '../editor-form-client';
import type { ReviewRequestProps } from '../review/review-request-client';
import type { EditorIcons } from '../editor-icons';
import { PlainInput } from '../fields/localized-client';
import { fill } from '../fill';
import { useClosingEditor } from '../use-closing-editor-client';
import { FieldView } from './field-view-client';
import { withoutEmpty } from './values';
import type { FormField } from './form-fields';
import { slugify } from '@/lib/slugify';
import { parseMediaPath } from '@/lib/media-url';
import type { RelationOption } from './relation-picker-client';
import { LivePreview } from './live-preview-client';
import type { BlockSharing } from './shared-blocks-client';

type Values = Record<string, unknown>;
type Action = (input: unknown) => Promise<EditorResult<Values>>;

/**
 * An image's own description field, hidden while there is no image to describe or the image is a media library one
 * (described by its own alt text there, which the pages use): it is asked for only for an image given by address.
 */
function describesLibraryImage(field: FormField, values: Values): boolean {
  if (!field.describes) return false;
  const image = values[field.describes];
  return typeof image !== 'string' || image === '' || parseMediaPath(image) !== undefined;
}

/** How a new item gets its address: typed (a slug, filled from the title until edited) or the next number. */
export type NewAddress = { kind: 'slug'; pathOf: string } | { kind: 'number'; pathOf: string };

/**
 * A collection's form, drawn from its fields (see form-fields.ts): the same frame as every editor (language switch,
 * Save, history, stale-save refusal). With `create`, it is the form of a new item: it has no history yet, asks for
 * the address, and opens the item's editor once created.
 */
export function CollectionForm({
  itemPath,
  singular,
  fields,
  relations,
  id,
  version,
  values,
  history,
  save,
  restore,
  create,
  address,
  titleField,
  icons,
  actions,
  closeTo,
  goneTo,
  hideHistory = false,
  aside,
  savedText = editorCopy.savedText,
  draft,
  saveDraft,
  discardDraft,
  compare,
  previewPath,
  schedule,
  review,
  stale,
  markCurrent,
  presence,
  livePreview = false,
  warnings = {},
  sharing,
}: {
  /** An item's editor, `{id}` standing for its id (where a new item opens once created). */
  itemPath: string;
  singular: string;
  fields: FormField[];
  relations: Record<string, RelationOption[]>;
  id: string;
  version: number;
  values: Values;
  history: HistoryEntry[];
  save: Action;
  restore: Action;
  create?: Action;
  /** For a new item: how its address is made; `pathOf` holds `{id}` where the address goes. */
  address?: NewAddress;
  titleField: string;
  icons: EditorIcons;
  actions?: ReactNode;
  /** Where a save takes the admin (an editor that closes on save, as the case studies' does); else it stays open. */
  closeTo?: string;
  /** Where the editor of a new item's draft goes once the draft is discarded (nothing of the item is left). */
  goneTo?: string;
  /** A stored item not published yet has no history to show. */
  hideHistory?: boolean;
  /** What the item has beside its fields besides schedule and history (its review links), for the side panel. */
  aside?: ReactNode;
  /** The toast's text after a save, `{title}` standing for the item's title. */
  savedText?: string;
  /** A stored item's draft, when it has one (`values` are then the draft's), and its two actions. */
  draft?: DraftInfo | null;
  saveDraft?: Action;
  discardDraft?: Action;
  compare?: (input: unknown) => Promise<CompareResult>;
  /** The item's page, for Preview. */
  previewPath?: string;
  schedule?: ScheduleProps;
  /** Asking the people who publish to review the draft, and ending the request. */
  review?: ReviewRequestProps;
  /** Its translations whose English changed since, and "Mark as up to date". */
  stale?: StaleMap;
  markCurrent?: (input: unknown) => Promise<{ status: string }>;
  /** Says the editor is open and hears who else has the item open. */
  presence?: (input: unknown) => Promise<Presence | { status: string }>;
  /** The page drawn beside the form as it is typed (a page built from blocks). */
  livePreview?: boolean;
  /** What the editor points out beside fields, by field path, without refusing a save (a menu's link to no page). */
  warnings?: Record<string, string>;
  /** How its blocks field saves a block as a shared block, when it places them. */
  sharing?: BlockSharing;
}) {
  const c = collectionsCopy;
  const router = useRouter();
  const { publish } = useRights();
  const form = useRef<HTMLFormElement>(null);
  const [slug, setSlug] = useState('');
  const [slugTouched, setSlugTouched] = useState(false);
  // "Save as draft" on a new item's form: the same create, kept off the site.
  const asDraft = useRef(false);
  const titleOf = (v: Values) => {
    const title = v[titleField];
    return typeof title === 'string' ? title : ((title as { en?: string } | undefined)?.en ?? '');
  };
  const clean = (input: unknown) => {
    const { values: typed, ...rest } = input as { values: Values };
    return { ...rest, values: withoutEmpty(fields, typed) };
  };
  const editor = useClosingEditor<Values>({
    form,
    id,
    version,
    values,
    history,
    save: create
      ? (input) => {
          const { values: typed } = clean(input);
          const id = address?.kind === 'slug' ? (slugTouched ? slug : slugify(titleOf(typed))) : undefined;
          const draft = asDraft.current;
          asDraft.current = false;
          return create({ id, values: typed, ...(draft ? { asDraft: true } : {}) });
        }
      : (input) => save(clean(input)),
    restore,
    draft,
    saveDraft: saveDraft && ((input) => saveDraft(clean(input))),
    discardDraft,
    compare,
    stale,
    markCurrent,
    presence,
    titleOf,
    messages: create
      ? {
          saved: { title: c.createdTitle, text: c.createdText },
          createdDraft: { title: c.createdDraftTitle, text: c.createdDraftText },
        }
      : { saved: { title: editorCopy.savedTitle, text: savedText } },
    listHref: closeTo,
    refreshOnSave: Boolean(goneTo),
    onGone: goneTo ? () => router.replace(goneTo) : undefined,
    onCreated: (newId) => router.push(itemPath.replace('{id}', encodeURIComponent(newId))),
  });
  const shownSlug = slugTouched ? slug : slugify(titleOf(editor.values));

  return (
    <EditorForm
      editor={editor}
      formRef={form}
      saveLabel={create ? fill(c.create, { singular: singular.toLowerCase() }) : undefined}
      actions={
        create ? (
          <>
            <button
              type="button"
              disabled={editor.pending}
              aria-keyshortcuts={SHORTCUT}
              className={buttonVariants({ variant: 'secondary' })}
              onClick={() => {
                asDraft.current = true;
                editor.submit();
              }}
            >
              {c.createDraft}
            </button>
            {actions}
          </>
        ) : (
          actions
        )
      }
      shortcutInActions={Boolean(create)}
      hideHistory={Boolean(create) || hideHistory}
      previewPath={previewPath}
      schedule={schedule}
      review={review}
      fields={fields}
      aside={aside}
    >
      <WithLivePreview
        preview={
          livePreview && <LivePreview id={id} values={withoutEmpty(fields, editor.values)} locale={editor.locale} />
        }
      >
        {fields
          .filter((field) => !describesLibraryImage(field, editor.values))
          .map((field) => (
            // Drawn anew when a restore or a discard replaced the values (the rich-text editors keep their own copy).
            <div key={`${field.name}-${editor.generation}`} className="space-y-6">
              <FieldView
                field={field}
                path={field.name}
                value={editor.values[field.name]}
                onChange={(value) => editor.field(field.name)(value)}
                context={{
                  locale: editor.locale,
                  errors: editor.errors,
                  warnings,
                  icons,
                  relations,
                  sharing,
                  stale: editor.translations,
                  // Marking a translation current is an editor's or owner's.
                  markCurrent: publish ? editor.markCurrent : undefined,
                }}
              />
              {field.name === titleField && address && (
                <NewAddressField
                  address={address}
                  singular={singular}
                  slug={shownSlug}
                  onChange={(text) => {
                    setSlugTouched(true);
                    setSlug(text);
                  }}
                  error={editor.errors.id}
                />
              )}
            </div>
          ))}
      </WithLivePreview>
    </EditorForm>
  );
}

/** A new item's address: typed for a slug (filled from the title until edited), or said for a number. */
function NewAddressField({
  address,
  singular,
  slug,
  onChange,
  error,
}: {
  address: NewAddress;
  singular: string;
  slug: string;
  onChange: (slug: string) => void;
  error?: string;
}) {
  const c = collectionsCopy;
  if (address.kind === 'slug')
    return (
      <PlainInput
        id="field-id"
        label={c.address}
        value={slug}
        onChange={onChange}
        error={error}
        maxLength={80}
        hint={fill(c.addressHint, { path: address.pathOf.replace('{id}', slug || '<address>') })}
      />
    );
  return (
    <div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {fill(c.numberHint, { singular: singular.toLowerCase(), path: address.pathOf.replace('{id}', '…') })}
      </p>
      {error && <p className="mt-1 text-sm text-red-700 dark:text-red-400">{error}</p>}
    </div>
  );
}

/** The form's fields, and beside them on a wide screen (above them on a narrower one) the live preview, if any. */
function WithLivePreview({ preview, children }: { preview: ReactNode; children: ReactNode }) {
  if (!preview) return children;
  return (
    <div className="grid gap-6 2xl:grid-cols-2 2xl:items-start">
      <div className="min-w-0 2xl:sticky 2xl:top-4 2xl:order-last">{preview}</div>
      <div className="min-w-0 space-y-6">{children}</div>
    </div>
  );
}
