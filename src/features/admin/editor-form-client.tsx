'use client';

import type { ReactNode, RefObject } from 'react';
import { buttonVariants } from '@/components/ui/button';
import editorCopy from '../../../messages/admin/editor.json';
import { LanguageSwitch } from './fields/localized-client';
import { HistoryList } from './history-client';
import type { useEditor } from './use-editor-client';

/**
 * The frame every editor form shares: the language switch above the fields, an error that belongs to no single field,
 * Save (with the editor's own label when it has one) and any other buttons beside it, then the item's history.
 */
export function EditorForm<T>({
  editor,
  formRef,
  saveLabel = editorCopy.save,
  actions,
  hideHistory = false,
  children,
}: {
  editor: ReturnType<typeof useEditor<T>>;
  formRef: RefObject<HTMLFormElement | null>;
  saveLabel?: string;
  /** Buttons or links shown after Save (e.g. SEO's Back to Page Selection). */
  actions?: ReactNode;
  /** A new item has no history yet. */
  hideHistory?: boolean;
  children: ReactNode;
}) {
  const e = editorCopy;
  return (
    <>
      <form
        ref={formRef}
        onSubmit={(event) => {
          event.preventDefault();
          editor.submit();
        }}
        noValidate
        className="space-y-6"
      >
        <LanguageSwitch
          value={editor.locale}
          onChange={editor.setLocale}
          names={e.languages}
          missing={editor.missing}
          missingLabel={e.missingTranslation}
        />
        {children}
        {editor.errors.form && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {editor.errors.form}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={editor.pending} className={buttonVariants({ size: 'lg' })}>
            {editor.pending ? e.saving : saveLabel}
          </button>
          {actions}
        </div>
      </form>
      {!hideHistory && (
        <HistoryList
          history={editor.history}
          version={editor.version}
          pending={editor.pending}
          onRestore={editor.restore}
        />
      )}
    </>
  );
}
