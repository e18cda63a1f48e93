'use client';

import { useEffect, useMemo, useState, useTransition, type RefObject } from 'react';
import { toast } from '@/components/ui/toast-client';
import type { EditorResult, HistoryEntry } from '@/lib/editor';
import type { Locale } from '@/lib/locales';
import { missingTranslations } from '@/lib/missing-translations';
import editorCopy from '../../../messages/admin/editor.json';
import { fill } from './fill';

type Action<T> = (input: unknown) => Promise<EditorResult<T>>;

export interface EditorMessages {
  /** Toast after a save; `{title}` (from `titleOf`) and `{version}` are filled in. */
  saved: { title: string; text: string };
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
  form,
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
  /** The form element, so the first field with an error can take the focus. */
  form: RefObject<HTMLFormElement | null>;
}) {
  const [values, setValues] = useState(loaded);
  const [baseline, setBaseline] = useState(loaded);
  const [version, setVersion] = useState(loadedVersion);
  const [history, setHistory] = useState(loadedHistory);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A save was refused as stale: said in the form until the admin reloads (the toast alone would go after 5 s). */
  const [stale, setStale] = useState(false);
  const [locale, setLocale] = useState<Locale>('en');
  const [pending, startTransition] = useTransition();
  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(baseline), [values, baseline]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const missing = useMemo(() => missingTranslations(values), [values]);

  /** The server's error for a field path (an error in English switches the form to English, see `answer`). */
  const errorAt = (path: string) => errors[path];

  function answer(result: EditorResult<T>, success: { title: string; text: string }, afterSave?: (values: T) => void) {
    const e = editorCopy;
    if (result.status === 'saved') {
      setValues(result.values);
      setBaseline(result.values);
      setVersion(result.version);
      setHistory(result.history);
      setErrors({});
      setStale(false);
      toast({
        variant: 'success',
        title: success.title,
        description: fill(success.text, { title: titleOf(result.values), version: result.version }),
      });
      afterSave?.(result.values);
      return;
    }
    if (result.status === 'created') {
      setBaseline(values);
      toast({ variant: 'success', title: success.title, description: fill(success.text, { title: titleOf(values) }) });
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
    if (result.status === 'stale') {
      setStale(true);
      toast({ variant: 'destructive', title: e.staleTitle, description: e.staleText });
    } else
      toast({
        variant: 'destructive',
        title: e.errorTitle,
        description: fill(e.errorText, { reference: result.status === 'error' ? result.reference : '—' }),
      });
  }

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
    pending,
    dirty,
    stale,
    submit() {
      startTransition(async () => {
        answer(await save({ id, expectedVersion: version, values }), messages.saved, onSaved);
      });
    },
    restore(target: number) {
      // The confirmation says what happens to the typing not saved yet: a restore replaces the form's text.
      const question = fill(dirty ? editorCopy.restoreConfirmUnsaved : editorCopy.restoreConfirm, { version: target });
      if (!restore || !window.confirm(question)) return;
      startTransition(async () => {
        answer(await restore({ id, expectedVersion: version, version: target }), {
          title: editorCopy.restoredTitle,
          text: editorCopy.restoredText,
        });
      });
    },
  };
}
