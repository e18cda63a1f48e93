'use client';

import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { clsx } from 'clsx';

export interface Toast {
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

export function dismissToast(): void {
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

export function Toaster({ closeLabel, icons }: { closeLabel: string; icons: ToastIcons }) {
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
      className="pointer-events-none fixed inset-x-4 top-20 z-[60] flex justify-center sm:inset-x-auto sm:end-6"
    >
      {toastNow && (
        <div
          key={toastNow.id}
          data-testid="toast"
          data-variant={toastNow.variant}
          className={clsx(
            'pointer-events-auto flex w-full max-w-sm gap-3 rounded-xl border p-4 shadow-lg motion-safe:animate-card-in',
            toastNow.variant === 'destructive'
              ? 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100'
              : 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
          )}
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
          <button
            type="button"
            onClick={dismissToast}
            aria-label={closeLabel}
            className="inline-flex size-7 shrink-0 items-center justify-center rounded-md hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current dark:hover:bg-white/10"
          >
            {icons.close}
          </button>
        </div>
      )}
    </div>
  );
}
