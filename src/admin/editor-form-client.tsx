'use client';

import { createContext, useEffect, type ReactNode, type RefObject } from 'react';
import type { Locale } from '@/lib/locales';
import { buttonVariants } from '@/components/ui/button';
import editorCopy from '@messages/admin/editor.json';
import { LanguageSwitch } from './fields/localized-client';
import { previewHref } from '@/lib/preview';
import { fill } from './fill';
import { HistoryList } from './history-client';
import { keyInWords } from './collection/form-fields';
import { useAdminTime } from './time-zone-client';
import type { useEditor } from './use-editor-client';
import { useMayWrite, useRights } from './rights-client';
import { ReviewRequestPanel, type ReviewRequestProps } from './review/review-request-client';
import { SchedulePanel } from './schedule/schedule-panel-client';
import { SidePanel } from './side-panel-client';
import type { ScheduleResult, ScheduleView } from '@/lib/editor';
import { BehindNote, ElsewhereNotice, PresenceLine } from './presence-notes-client';

export interface ScheduleProps {
  itemId: string;
  initial: ScheduleView;
  set: (input: unknown) => Promise<ScheduleResult>;
  canUnpublish: boolean;
}

/**
 * The language an editor's form is being edited in, for a form inside its side panel (the item's search appearance):
 * one language switch for the whole editor.
 */
export const EditorLocaleContext = createContext<Locale | null>(null);

/** The save shortcut, as `aria-keyshortcuts` names it, on the one button it presses. */
export const SHORTCUT = 'Control+S Meta+S';

/**
 * The frame every editor form shares: the language switch above the fields, an error that belongs to no single field,
 * Publish changes (Save Changes where the item has no drafts, or the editor's own label) and any other buttons beside
 * it, then the item's history.
 */
export function EditorForm<T>({
  editor,
  formRef,
  saveLabel,
  actions,
  shortcutInActions = false,
  hideHistory = false,
  previewPath,
  schedule,
  review,
  fields,
  aside,
  bare = false,
  children,
}: {
  editor: ReturnType<typeof useEditor<T>>;
  formRef: RefObject<HTMLFormElement | null>;
  /** The main button's words; by default Publish changes where the item has drafts (it publishes), else Save Changes. */
  saveLabel?: string;
  /** Buttons or links shown after Save (e.g. SEO's Back to Page Selection). */
  actions?: ReactNode;
  /** One of `actions` keeps the form as a draft and carries the Ctrl/⌘+S shortcut (a new item's Save as draft). */
  shortcutInActions?: boolean;
  /** A new item has no history yet. */
  hideHistory?: boolean;
  /** The item's page (without a language), when it has one: Preview opens it with the draft. */
  previewPath?: string;
  /** The item's scheduled publish and unpublish, when it can have them. */
  schedule?: ScheduleProps;
  /** The item's request for review, when its drafts can be reviewed (a collection item's). */
  review?: ReviewRequestProps;
  /** The form's fields: the history names what each version changed by their labels. */
  fields?: readonly { name: string; label: string }[];
  /** More of what the item has beside its fields (its client review links), shown in its side panel. */
  aside?: ReactNode;
  /**
   * A form inside another editor's side panel (an item's search appearance): no panel or history of its own, and no
   * Ctrl/⌘+S, which is the item's.
   */
  bare?: boolean;
  children: ReactNode;
}) {
  const e = editorCopy;
  const { clock } = useAdminTime();
  // A role that does not publish (a contributor's) keeps drafts only: no Publish, no schedule, no restore. A translator
  // an owner lets publish has Publish for the texts of their languages (the server refuses any other change).
  const { publish, publishesLanguages } = useRights();
  // A translator writes only in their languages: in any other, the fields are shown and cannot be changed.
  const mayWrite = useMayWrite(editor.locale);
  // Ctrl+S (⌘S on a Mac), wherever the focus is on the page, instead of the browser's "Save page as": it keeps a draft
  // where the item has drafts — a shortcut pressed out of habit never publishes — and saves where it has none. It
  // presses the button that says so (`aria-keyshortcuts`).
  const draftShortcut = editor.drafts || shortcutInActions;
  useEffect(() => {
    if (bare) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 's')
        return;
      event.preventDefault();
      formRef.current?.querySelector<HTMLButtonElement>('button[aria-keyshortcuts]')?.click();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [formRef, bare]);
  const scheduled = publish && schedule && editor.drafts;
  const reviewing = review && editor.drafts;
  const panel = !bare && (scheduled || reviewing || aside || !hideHistory);
  return (
    <div className={panel ? 'grid gap-8 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start' : undefined}>
      <form
        ref={formRef}
        onSubmit={(event) => {
          event.preventDefault();
          editor.submit();
        }}
        onKeyDown={(event) => {
          // Enter in a one-line field does not save and publish half-typed work: Save or Ctrl/⌘+S does. Enter keeps its
          // meaning in a text area, the rich-text editor, and on buttons and summaries.
          const target = event.target;
          if (
            event.key === 'Enter' &&
            !event.defaultPrevented &&
            !event.nativeEvent.isComposing &&
            target instanceof HTMLInputElement &&
            !['submit', 'button', 'reset'].includes(target.type)
          )
            event.preventDefault();
        }}
        noValidate
        className="min-w-0 space-y-6"
      >
        <PresenceLine editor={editor} />
        <BehindNote editor={editor} />
        {editor.draft?.missing && <MissingNote missing={editor.draft.missing} fields={fields} />}
        {!bare && (
          <LanguageSwitch
            value={editor.locale}
            onChange={editor.setLocale}
            names={e.languages}
            missing={editor.missing}
            missingLabel={e.missingTranslation}
            stale={editor.staleCount}
            staleLabel={e.translations.staleLabel}
          />
        )}
        {mayWrite ? (
          children
        ) : (
          <>
            {/* Said once, in the item's own form: a form in its side panel follows the same language. */}
            {!bare && (
              <p
                role="note"
                className="rounded-lg bg-slate-100 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200"
              >
                {fill(e.notYourLanguage, { language: e.languages[editor.locale] })}
              </p>
            )}
            <fieldset disabled className="min-w-0 cursor-not-allowed space-y-6">
              {children}
            </fieldset>
          </>
        )}
        {editor.stale && (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100"
          >
            <p className="min-w-0 flex-1">
              <strong>{e.staleTitle}.</strong>{' '}
              {editor.publishedSince
                ? fill(e.presence.publishedSince, {
                    by: editor.publishedSince.savedBy,
                    version: editor.publishedSince.version,
                    when: clock(editor.publishedSince.savedAt, { seconds: true }),
                  })
                : e.staleText}{' '}
              {e.staleKeep}
            </p>
            <button
              type="button"
              onClick={() => window.location.reload()}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              {e.reload}
            </button>
          </div>
        )}
        <ElsewhereNotice editor={editor} />
        {editor.errors.form && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {editor.errors.form}
          </p>
        )}
        {/* Save stays in view at the foot of the screen however long the form is (a project's runs to several screens). */}
        <div
          className={`${bare ? '' : 'sticky bottom-0 z-10 border-t py-3 backdrop-blur-sm'} flex flex-wrap items-center gap-3 border-slate-200 bg-white/95 dark:border-slate-800 dark:bg-slate-900/95`}
        >
          {publish || publishesLanguages ? (
            <button
              type="submit"
              disabled={editor.pending}
              aria-keyshortcuts={draftShortcut || bare ? undefined : SHORTCUT}
              className={buttonVariants({ size: 'lg' })}
            >
              {editor.pending
                ? editor.drafts
                  ? e.publishing
                  : e.saving
                : (saveLabel ?? (editor.drafts ? e.publish : e.save))}
            </button>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {editor.drafts || shortcutInActions ? e.draftsOnly : e.noDraftsForRole}
            </p>
          )}
          {editor.drafts && (
            <button
              type="button"
              disabled={editor.pending || editor.draftStatus === 'saving'}
              onClick={editor.keepDraft}
              aria-keyshortcuts={bare ? undefined : SHORTCUT}
              className={buttonVariants({ variant: 'secondary' })}
            >
              {e.draft.save}
            </button>
          )}
          {/* A draft not whole yet has no page to show (the preview would show the published one). */}
          {editor.drafts && previewPath && !editor.draft?.missing && <PreviewLink editor={editor} path={previewPath} />}
          {editor.draft && (
            <button
              type="button"
              disabled={editor.pending}
              onClick={editor.discard}
              className={buttonVariants({ variant: 'ghost' })}
            >
              {e.draft.discard}
            </button>
          )}
          {actions}
          {/* A keyboard's shortcut: not said on a phone's narrow screen, where the bar must stay small. */}
          {!bare && (
            <span className="hidden text-sm text-slate-600 sm:inline dark:text-slate-400">
              {draftShortcut ? e.draftShortcut : e.saveShortcut}
            </span>
          )}
          {editor.drafts && <DraftStatusLine editor={editor} />}
        </div>
      </form>
      {panel && (
        <EditorLocaleContext value={editor.locale}>
          <SidePanel>
            {reviewing && (
              <ReviewRequestPanel
                actions={review}
                request={editor.draft?.review}
                hasDraft={Boolean(editor.draft) || editor.dirty}
                keepDraft={editor.draftKept}
              />
            )}
            {scheduled && (
              <SchedulePanel
                itemId={schedule.itemId}
                initial={schedule.initial}
                set={schedule.set}
                canUnpublish={schedule.canUnpublish}
                hasDraft={Boolean(editor.draft) || editor.dirty}
                keepDraft={editor.draftKept}
              />
            )}
            {aside}
            {!hideHistory && (
              <HistoryList
                history={editor.history}
                version={editor.version}
                pending={editor.pending}
                onRestore={publish ? editor.restore : undefined}
                compare={editor.compareVersions}
                fields={fields}
              />
            )}
          </SidePanel>
        </EditorLocaleContext>
      )}
    </div>
  );
}

/**
 * Opens the item's page in a new tab, in the language being edited, with its draft; typing not kept yet is kept first,
 * so the preview shows what is in the form.
 */
function PreviewLink<T>({ editor, path }: { editor: ReturnType<typeof useEditor<T>>; path: string }) {
  const href = previewHref(editor.locale, path);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      onClick={(event) => {
        if (!editor.dirty) return;
        event.preventDefault();
        void editor.draftKept().then(() => window.open(href, '_blank', 'noopener'));
      }}
      className={buttonVariants({ variant: 'ghost' })}
    >
      {editorCopy.draft.preview}
    </a>
  );
}

/**
 * What the kept draft still lacks for publishing, by the fields' labels (src/lib/draft-rules.ts): it is kept all the
 * same, and publishing, the preview and a scheduled publish wait for it.
 */
function MissingNote({
  missing,
  fields = [],
}: {
  missing: string[];
  fields?: readonly { name: string; label: string }[];
}) {
  const labels = [
    ...new Set(
      missing.map((path) => {
        const key = path.split('.')[0] ?? path;
        return fields.find((field) => field.name === key)?.label ?? keyInWords(key);
      }),
    ),
  ];
  return (
    <p
      data-testid="draft-missing"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
    >
      {fill(editorCopy.draft.missing, { fields: labels.join(', ') })}
    </p>
  );
}

/** Where the form stands against the site: published, a draft kept (when, by whom), typing not kept yet, or a refusal. */
function DraftStatusLine<T>({ editor }: { editor: ReturnType<typeof useEditor<T>> }) {
  const d = editorCopy.draft;
  const { clock } = useAdminTime();
  const text =
    editor.draftStatus === 'saving'
      ? d.saving
      : editor.elsewhere
        ? d.held
        : editor.draftStatus === 'invalid'
          ? d.invalid
          : editor.draftStatus === 'failed'
            ? d.failed
            : editor.dirty
              ? d.unsaved
              : editor.draft
                ? fill(editor.version === 0 ? d.savedNew : d.saved, {
                    when: clock(editor.draft.savedAt, { seconds: true }),
                    by: editor.draft.savedBy,
                  })
                : d.published;
  return (
    <p
      role="status"
      data-draft={editor.draft ? 'saved' : 'none'}
      className={`w-full text-sm ${
        editor.draftStatus === 'invalid' || editor.draftStatus === 'failed' || editor.elsewhere
          ? 'text-red-700 dark:text-red-400'
          : editor.draft
            ? 'text-amber-800 dark:text-amber-300'
            : 'text-slate-600 dark:text-slate-400'
      }`}
    >
      {text}
    </p>
  );
}
