'use client';

import type { ReactNode } from 'react';

const THEME_STORAGE_KEY = 'theme';

/**
 * Flips light/dark, stores the choice under `theme` and sets the `dark` class on <html>. What it shows (icons and
 * labels from the server parent: ThemeToggleFace) follows the class through CSS, so the server-rendered button is
 * right before hydration and never mismatches. An island on the public site.
 */
export function ThemeToggle({ className, children }: { className: string; children: ReactNode }) {
  function toggle() {
    const dark = !document.documentElement.classList.contains('dark');
    document.documentElement.classList.toggle('dark', dark);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, dark ? 'dark' : 'light');
    } catch {
      // Private mode or storage disabled: the theme still flips for this page view.
    }
  }

  return (
    <button type="button" className={className} onClick={toggle} data-testid="theme-toggle">
      {children}
    </button>
  );
}
