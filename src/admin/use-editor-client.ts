'use client';

import { useCallback, useEffect, useMemo, useRef, useState, useTransition, type RefObject } from 'react';
import { toast } from '@/components/ui/toast-client';
import type { CompareResult, DraftInfo, EditorResult, HistoryEntry, OtherDraft, Presence } from '@/lib/editor';
import { isLocale, type Locale } from '@/lib/locales';
import { useSearchParams } from 'next/navigation';
import { missingTranslations } from '@/lib/missing-translations';
import { staleCounts, type StaleMap } from '@/lib/stale-translations';
import editorCopy from '@messages/admin/editor.json';
import { fill } from './fill';
import { usePresence } from './use-presence-client';

type Action<T> = (input: unknown) => Promise<EditorResult<T>>;

/** How long the form waits after the last keystroke before it keeps the typing as the item's draft. */
const AUTOSAVE_DELAY_MS = 2_000;

/** Where the draft stands: being saved, refused (the marked fields, or a server error), or as last saved. */
type DraftStatus = 'idle' | 'saving' | 'invalid' | 'failed';

interface EditorMessages {
  /** Toast after a save; `{title}` (from `titleOf`) and `{version}` are filled in. */
  saved: { title: string; text: string };
  /** Toast after a new item was kept as a draft (`saved` is for one created on the site). */
  createdDraft?: { title: string; text: string };
}

/**
 * The state every editor form shares: the draft and what was last saved (to know it is dirty and warn before leaving),
 * the version it was loaded at (so a stale save is refused), field errors from the server, the language being edited,
 * the history, and save and restore with the spec's toasts. `onSaved` runs after a successful save, not after a restore
 * (editors that close on save navigate there; see use-closing-editor-client.ts).
 */
export function useEditor<T>({
  id,
  version: loadedVersion,
  values: loaded,
  history: loadedHistory,
  save,
  restore,
  titleOf,
  messages,
  onSaved,
  onCreated,
  onGone,
  form,
  draft: loadedDraft = null,
  saveDraft,
  namesDraft = false,
  discardDraft,
  compare,
  stale: loadedStale = {},
  markCurrent,
  presence,
}: {
  id: string;
  version: number;
  values: T;
  history: HistoryEntry[];
  save: Action<T>;
  restore?: Action<T>;
  titleOf: (values: T) => string;
  messages: EditorMessages;
  onSaved?: (values: T) => void;
  /** A new item was created (the create form's save): where to go next. */
  onCreated?: (id: string) => void;
  /** A new item's draft, never published, was discarded: nothing of the item is left to edit. */
  onGone?: () => void;
  /** The form element, so the first field with an error can take the focus. */
  form: RefObject<HTMLFormElement | null>;
  /** The item's draft as loaded (`values` are then the draft's); with `saveDraft`, typing is kept as a draft. */
  draft?: DraftInfo | null;
  saveDraft?: Action<T>;
  /**
   * Without `saveDraft`: the form keeps no drafts, yet its item may have one made elsewhere (an SEO entry's, in the SEO
   * editor), which a publish from it must not drop unsaid: it names the draft it holds (none), as a drafting form does.
   */
  namesDraft?: boolean;
  discardDraft?: Action<T>;
  /** Compares two versions of the item (the history's Compare). */
  compare?: (input: unknown) => Promise<CompareResult>;
  /** Its translations whose English changed since they were written; `markCurrent` clears one. */
  stale?: StaleMap;
  markCurrent?: (input: unknown) => Promise<{ status: string }>;
  /** Says this editor is open and hears who else is, and what they saved (use-presence-client.ts). */
  presence?: (input: unknown) => Promise<Presence | { status: string }>;
}) {
  const [values, setValues] = useState(loaded);
  const [baseline, setBaseline] = useState(loaded);
  const [version, setVersion] = useState(loadedVersion);
  const [history, setHistory] = useState(loadedHistory);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A save was refused as stale: said in the form until the admin reloads (the toast alone would go after 5 s). */
  const [stale, setStale] = useState(false);
  // A link may open the editor in a language (the Translations board's `?lang=es`); English otherwise.
  const requested = useSearchParams()?.get('lang');
  const [locale, setLocale] = useState<Locale>(isLocale(requested) ? requested : 'en');
  const [pending, startTransition] = useTransition();
  const [draft, setDraft] = useState(loadedDraft);
  /** The draft version the next draft save names, read when it is sent (a timer set before an answer sees it too). */
  const draftVersion = useRef(loadedDraft?.version ?? 0);
  /**
   * Counts the times the form's values were replaced by others than the typed ones (a restore, a discard): fields that
   * hold their own copy of the text (the rich-text editors) are drawn anew under this key.
   */
  const [generation, setGeneration] = useState(0);
  const [draftStatus, setDraftStatus] = useState<DraftStatus>('idle');
  /** The draft save on its way: a publish waits for it, so the two never cross on the server. */
  const drafting = useRef<Promise<unknown> | null>(null);
  /** A draft saved elsewhere that the form does not hold: said above Publish, and this form's autosave stops. */
  const [elsewhere, setElsewhere] = useState<OtherDraft | null>(null);
  /** A publish made elsewhere since the form was loaded (who, when), said with the stale-save refusal. */
  const [publishedSince, setPublishedSince] = useState<Presence['published']>(null);
  /** Moves when a save of this form starts or ends (see usePresence). */
  const writes = useRef(0);
  /** `baseline` is what was last kept, as a draft or published: typing since then is unsaved. */
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(baseline), [values, baseline]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const missing = useMemo(() => missingTranslations(values), [values]);
  /** The stale translations as last published (a publish answers them anew: a rewrite clears, an English change marks). */
  const [translations, setTranslations] = useState(loadedStale);
  const staleCount = useMemo(() => staleCounts(translations), [translations]);

  /** The server's error for a field path (an error in English switches the form to English, see `answer`). */
  const errorAt = (path: string) => errors[path];

  function answer(result: EditorResult<T>, success: { title: string; text: string }, afterSave?: (values: T) => void) {
    const e = editorCopy;
    if (result.status === 'saved') {
      setValues(result.values);
      setBaseline(result.values);
      setVersion(result.version);
      setHistory(result.history);
      if (result.stale) setTranslations(result.stale);
      setErrors({});
      setStale(false);
      setDraft(null);
      draftVersion.current = 0;
      setDraftStatus('idle');
      setElsewhere(null);
      const told = result.unchanged ? { title: e.unchangedTitle, text: e.unchangedText } : success;
      toast({
        variant: 'success',
        title: told.title,
        description: fill(told.text, { title: titleOf(result.values), version: result.version }),
      });
      afterSave?.(result.values);
      return;
    }
    if (result.status === 'created') {
      setBaseline(values);
      const created = (result.asDraft && messages.createdDraft) || success;
      toast({ variant: 'success', title: created.title, description: fill(created.text, { title: titleOf(values) }) });
      onCreated?.(result.id);
      return;
    }
    if (result.status === 'invalid') {
      setErrors(result.fields);
      if (Object.keys(result.fields).some((path) => path.endsWith('.en'))) setLocale('en');
      toast({ variant: 'destructive', title: e.invalidTitle, description: e.invalidText });
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    if (result.status === 'draft_elsewhere') {
      setElsewhere(result.draft);
      toast({ variant: 'destructive', title: e.presence.refusedTitle, description: e.presence.refusedText });
      return;
    }
    if (result.status === 'stale') {
      setStale(true);
      toast({ variant: 'destructive', title: e.staleTitle, description: e.staleText });
    } else if (result.status === 'forbidden')
      toast({ variant: 'destructive', title: e.forbiddenTitle, description: e.forbiddenText });
    else
      toast({
        variant: 'destructive',
        title: e.errorTitle,
        description: fill(e.errorText, { reference: result.status === 'error' ? result.reference : '—' }),
      });
  }

  /**
   * Keeps the form as the item's draft. Autosave calls it quietly (field errors are marked, nothing takes the focus or
   * pops up); Save draft calls it `loud`, with the toasts a save has.
   */
  const keepDraft = useCallback(
    (loud: boolean): Promise<unknown> => {
      if (!saveDraft) return Promise.resolve();
      if (drafting.current) return drafting.current;
      const sent = values;
      setDraftStatus('saving');
      writes.current += 1;
      const request = saveDraft({ id, expectedVersion: version, draftVersion: draftVersion.current, values: sent })
        .then((result) => {
          if (result.status === 'drafted') {
            draftVersion.current = result.draft.version;
            setDraft(result.draft);
            setBaseline(sent);
            setErrors({});
            setDraftStatus('idle');
            if (loud)
              toast({
                variant: 'success',
                title: editorCopy.draft.savedTitle,
                description: editorCopy.draft.savedText,
              });
            return;
          }
          setDraftStatus(result.status === 'invalid' ? 'invalid' : 'failed');
          if (loud) answer(result, messages.saved);
          else if (result.status === 'invalid') setErrors(result.fields);
          else if (result.status === 'stale') setStale(true);
          else if (result.status === 'draft_elsewhere') setElsewhere(result.draft);
        })
        .catch((error: unknown) => {
          // The request did not get an answer (the network, or the server restarting): said beside Save.
          console.error('The draft could not be saved', error);
          setDraftStatus('failed');
        })
        .finally(() => {
          drafting.current = null;
          writes.current += 1;
        });
      drafting.current = request;
      return request;
    },
    // `answer` and `messages` read state only through setters; the rest is what the request is made of.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [saveDraft, values, id, version],
  );

  // Autosave: a pause in the typing keeps it as the draft (never while a save or a draft save is on its way).
  useEffect(() => {
    if (!saveDraft || !dirty || pending || stale || elsewhere) return;
    const timer = window.setTimeout(() => void keepDraft(false), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [saveDraft, dirty, pending, stale, elsewhere, keepDraft]);

  // What others did, heard before this form's own save would be refused for it: a publish makes the form stale, a
  // draft it does not hold is said (and not overwritten). A save of this form on its way is no news.
  const others = usePresence({
    id,
    presence,
    writes: () => writes.current,
    onNews(news) {
      if (pending || drafting.current) return;
      if (news.published && news.published.version > version) {
        setPublishedSince(news.published);
        setStale(true);
      } else if (saveDraft && news.draft && news.draft.version !== draftVersion.current) setElsewhere(news.draft);
    },
  });

  return {
    values,
    setValues,
    /** A setter for one field of the draft. */
    field:
      <K extends keyof T>(key: K) =>
      (value: T[K]) =>
        setValues((current) => ({ ...current, [key]: value })),
    version,
    history,
    errors,
    errorAt,
    locale,
    setLocale,
    missing,
    /** Translations whose English changed since, by path and language, and their count per language. */
    translations,
    staleCount,
    /** "Mark as up to date": the translation at `path` in `locale` is right as it is. */
    markCurrent: markCurrent
      ? (path: string, locale: Locale) => {
          const before = translations;
          const { [locale]: _cleared, ...rest } = translations[path] ?? {};
          setTranslations({ ...translations, [path]: rest });
          void markCurrent({ id, path, locale })
            .then((result) => {
              if (result.status !== 'marked' && result.status !== 'not_found') throw new Error(result.status);
            })
            .catch(() => {
              setTranslations(before);
              toast({ variant: 'destructive', title: editorCopy.translations.markFailed });
            });
        }
      : undefined,
    pending,
    dirty,
    stale,
    /** Who else has the item open, a draft saved elsewhere that the form does not hold, and a publish made since. */
    others,
    elsewhere,
    publishedSince,
    /** The item's draft (null: the form shows what the site shows), and where its saving stands. */
    draft,
    draftStatus,
    drafts: Boolean(saveDraft),
    generation,
    compareVersions: compare && ((from: number, to: number) => compare({ id, from, to })),
    // An autosave on its way lands first; Save draft (or Ctrl/⌘+S) pressed meanwhile then keeps the form, and says so.
    keepDraft: () => void (drafting.current ?? Promise.resolve()).then(() => keepDraft(true)),
    /** Keeps the typing as the draft unless it is kept already (before a preview shows the draft). */
    draftKept: () => (dirty ? keepDraft(false) : (drafting.current ?? Promise.resolve())),
    discard() {
      // Version 0: a new item's draft, never published, is the whole item.
      const question = version === 0 ? editorCopy.draft.discardNewConfirm : editorCopy.draft.discardConfirm;
      if (!discardDraft || !window.confirm(question)) return;
      startTransition(async () => {
        await drafting.current;
        writes.current += 1;
        const result = await discardDraft({ id }).finally(() => (writes.current += 1));
        if (result.status !== 'discarded') return answer(result, messages.saved);
        if (result.gone) {
          setBaseline(values);
          toast({ variant: 'success', title: editorCopy.draft.discardedTitle, description: editorCopy.draft.goneText });
          return onGone?.();
        }
        setValues(result.values);
        setBaseline(result.values);
        setDraft(null);
        draftVersion.current = 0;
        setDraftStatus('idle');
        setErrors({});
        setGeneration((count) => count + 1);
        toast({
          variant: 'success',
          title: editorCopy.draft.discardedTitle,
          description: editorCopy.draft.discardedText,
        });
      });
    },
    /**
     * Publishes (or saves) the form. Where the item has drafts, it names the draft the form holds: a draft saved
     * elsewhere since is not dropped unsaid (`draft_elsewhere`); `keepOtherDraft` publishes and leaves it to its author.
     */
    submit({ keepOtherDraft = false }: { keepOtherDraft?: boolean } = {}) {
      startTransition(async () => {
        // A draft save still on its way lands first; the publish then drops the draft it made.
        await drafting.current;
        writes.current += 1;
        const result = await save({
          id,
          expectedVersion: version,
          values,
          ...((saveDraft || namesDraft) && { draftVersion: draftVersion.current }),
          ...(keepOtherDraft && { keepOtherDraft: true }),
        }).finally(() => (writes.current += 1));
        // Published beside a draft saved elsewhere: the toast says that draft is still there, and whose it is.
        const kept = keepOtherDraft && elsewhere;
        const told = kept
          ? {
              title: editorCopy.presence.keptTitle,
              text: kept.byYou ? editorCopy.presence.keptYou : editorCopy.presence.kept,
            }
          : messages.saved;
        answer(result, { title: told.title, text: fill(told.text, { by: kept ? kept.savedBy : '' }) }, onSaved);
      });
    },
    restore(target: number) {
      // The confirmation says what happens to the typing not saved yet: a restore replaces the form's text.
      const question = fill(dirty ? editorCopy.restoreConfirmUnsaved : editorCopy.restoreConfirm, { version: target });
      if (!restore || !window.confirm(question)) return;
      startTransition(async () => {
        writes.current += 1;
        const result = await restore({
          id,
          expectedVersion: version,
          version: target,
          ...((saveDraft || namesDraft) && { draftVersion: draftVersion.current }),
        }).finally(() => (writes.current += 1));
        answer(result, { title: editorCopy.restoredTitle, text: editorCopy.restoredText }, () =>
          setGeneration((count) => count + 1),
        );
      });
    },
  };
}
