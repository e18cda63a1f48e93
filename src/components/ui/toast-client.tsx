'use client';

import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { clsx } from 'clsx';
import type { toastClassNames } from './toast-classes';

interface Toast {
  id: number;
  variant: 'success' | 'destructive' | 'info';
  title: string;
  description?: string;
}

type Listener = () => void;
let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((listener) => listener());

/** Shows a toast; at most one is visible, so a new one replaces the previous (spec: toast limit 1). */
export function toast(input: Omit<Toast, 'id'>): void {
  current = { ...input, id: nextId++ };
  emit();
}

function dismissToast(): void {
  current = null;
  emit();
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The toast region: announced politely (status) or assertively for errors, dismissed after 5 s or by its button.
 * Written here instead of a library because toast libraries inject <style> tags, which the strict CSP refuses.
 */
export interface ToastIcons {
  success: ReactNode;
  error: ReactNode;
  info?: ReactNode;
  close: ReactNode;
}

type ToastClassNames = typeof toastClassNames;

export function Toaster({
  closeLabel,
  icons,
  classNames,
}: {
  closeLabel: string;
  icons: ToastIcons;
  /** `toastClassNames` (toast-classes.ts), passed in so the public site's script does not carry them. */
  classNames: ToastClassNames;
}) {
  const toastNow = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );

  useEffect(() => {
    if (!toastNow) return;
    const timer = setTimeout(dismissToast, 5000);
    return () => clearTimeout(timer);
  }, [toastNow]);

  return (
    <div
      role={toastNow?.variant === 'destructive' ? 'alert' : 'status'}
      aria-live={toastNow?.variant === 'destructive' ? 'assertive' : 'polite'}
      className={classNames.region}
    >
      {toastNow && (
        <div
          key={toastNow.id}
          data-testid="toast"
          data-variant={toastNow.variant}
          className={clsx(classNames.toast, toastNow.variant === 'destructive' ? classNames.error : classNames.success)}
        >
          {toastNow.variant === 'destructive'
            ? icons.error
            : toastNow.variant === 'info'
              ? (icons.info ?? icons.success)
              : icons.success}
          <div className="flex-1">
            <p className="font-semibold">{toastNow.title}</p>
            {toastNow.description && <p className="mt-1 text-sm opacity-90">{toastNow.description}</p>}
          </div>
          <button type="button" onClick={dismissToast} aria-label={closeLabel} className={classNames.close}>
            {icons.close}
          </button>
        </div>
      )}
    </div>
  );
}
