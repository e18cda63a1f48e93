'use client';

import { Moon, Sun } from '@/components/icons';

const THEME_STORAGE_KEY = 'theme';

/**
 * Flips light/dark, stores the choice under `theme` and sets the `dark` class on <html>. What it shows follows the class
 * through CSS, so the server-rendered button is right before hydration and never mismatches. An island on the public
 * site.
 */
export function ThemeToggle({ className, toDark, toLight }: { className: string; toDark: string; toLight: string }) {
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
      <Moon aria-hidden="true" className="dark:hidden" />
      <Sun aria-hidden="true" className="hidden dark:block" />
      <span className="sr-only dark:hidden">{toDark}</span>
      <span className="sr-only hidden dark:inline">{toLight}</span>
    </button>
  );
}
