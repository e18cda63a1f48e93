'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { useEditor } from './use-editor-client';

type EditorOptions<T> = Omit<Parameters<typeof useEditor<T>>[0], 'onSaved'>;

/**
 * The shared editor state, for an editor that closes after a save when given `listHref` (spec 001: case studies and
 * testimonials). The list is
 * reached by a client-side navigation, so the panel's toast region stays on the page and the success toast is seen
 * there. The list replaces the editor in the history: Back would otherwise bring back the editor as the router cached
 * it, with the text and version from before the save. A restore keeps the editor open, showing what came back.
 */
export function useClosingEditor<T>({
  listHref,
  refreshOnSave = false,
  ...options
}: EditorOptions<T> & { listHref?: string; refreshOnSave?: boolean }) {
  const router = useRouter();
  const [closing, startClosing] = useTransition();
  const editor = useEditor<T>({
    ...options,
    onSaved: listHref
      ? () => startClosing(() => router.replace(listHref))
      : refreshOnSave
        ? // The page around the form changes with the save (a new item's first publish): drawn again by the server.
          () => startClosing(() => router.refresh())
        : undefined,
  });
  /** Busy until the list has replaced the editor, so a second click cannot save the same text again. */
  return { ...editor, pending: editor.pending || closing };
}
