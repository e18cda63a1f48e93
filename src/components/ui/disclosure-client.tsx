'use client';

import { clsx } from 'clsx';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from './use-dismiss';

/**
 * A button that shows and hides a panel: Escape and a press outside close it (Escape returns focus to the button).
 * Both are rendered by the server parent and passed in, so the only script is this state. The button carries the
 * `group` class: its content follows `aria-expanded` with `group-aria-expanded:*` classes.
 */
export function Disclosure({
  button,
  buttonClassName,
  panelClassName,
  className,
  focusOnOpen = false,
  children,
}: {
  button: ReactNode;
  buttonClassName?: string;
  panelClassName?: string;
  className?: string;
  /** Moves focus to the panel's first link or button when it opens (the mobile menu). */
  focusOnOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const panelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useDismiss(open, close, panel, trigger);

  useEffect(() => {
    if (open && focusOnOpen) panel.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open, focusOnOpen]);

  // Back/forward may restore this page from the browser's cache as it was left: with the panel open.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => event.persisted && close();
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [close]);

  return (
    <div className={className}>
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={clsx('group', buttonClassName)}
      >
        {button}
      </button>
      <div ref={panel} id={panelId} hidden={!open} className={panelClassName}>
        {children}
      </div>
    </div>
  );
}
