'use client';

import { createContext, useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';

const DirtyContext = createContext<RefObject<boolean> | null>(null);

/**
 * Lets the page picker know whether the open form has unsaved changes: the picker changes pages without a reload, so the
 * browser's beforeunload prompt (which covers the tabs and links) does not fire for it.
 */
export function LeaveGuard({ children }: { children: ReactNode }) {
  const dirty = useRef(false);
  return <DirtyContext value={dirty}>{children}</DirtyContext>;
}

/** Called by the form with its dirty state. */
export function useReportDirty(dirty: boolean) {
  const ref = useContext(DirtyContext);
  useEffect(() => {
    if (!ref) return;
    ref.current = dirty;
    return () => {
      ref.current = false;
    };
  }, [ref, dirty]);
}

/** Whether leaving may go ahead: nothing unsaved, or the admin agrees to drop it. */
export function useConfirmLeave(question: string): () => boolean {
  const ref = useContext(DirtyContext);
  return () => !ref?.current || window.confirm(question);
}
