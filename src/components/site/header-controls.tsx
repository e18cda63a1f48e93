import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/locales';

/**
 * The header's interactive parts as plain server-drawn HTML. What they do is one small script of the site's
 * (src/site/scripts/header-controls.ts), not React: hydrating four islands on every page cost a phone more main-thread
 * time than any other part of a content page (bench: TBT about 240 ms of ~400 on `/services`). Each part carries
 * `data-enhance`; the script marks it `data-enhanced` once it works. Without script the language links are plain links
 * and the menus and the toggle do nothing, as before hydration.
 */

/** A button that shows and hides the panel under it (`id`: the panel's, unique on the page). */
export function HeaderDisclosure({
  id,
  button,
  className,
  buttonClassName,
  panelClassName,
  focusOnOpen = false,
  children,
}: {
  id: string;
  button: ReactNode;
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
  /** Moves focus to the panel's first link or button when it opens (the mobile menu). */
  focusOnOpen?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={className} data-enhance="disclosure" data-focus-on-open={focusOnOpen ? '' : undefined}>
      <button
        type="button"
        aria-expanded="false"
        aria-controls={id}
        // The content follows `aria-expanded` with `group-aria-expanded:*` classes.
        className={clsx('group', buttonClassName)}
      >
        {button}
      </button>
      <div id={id} hidden className={panelClassName}>
        {children}
      </div>
    </div>
  );
}

/** The theme toggle: what it shows follows the `dark` class of <html> through CSS (ThemeToggleFace). */
export function ThemeToggleButton({ className, children }: { className: string; children: ReactNode }) {
  return (
    <button type="button" className={className} data-enhance="theme-toggle" data-testid="theme-toggle">
      {children}
    </button>
  );
}

/** The language links' frame: the texts of the switch's toasts travel as data for the script. */
export function LanguageLinksFrame({
  active,
  waitText,
  switchingText,
  children,
}: {
  active: Locale;
  waitText: string;
  /** Per language: "Switching to {language}...". */
  switchingText: Record<Locale, string>;
  children: ReactNode;
}) {
  return (
    <div
      data-enhance="language-links"
      data-active={active}
      data-wait-text={waitText}
      data-switching-text={JSON.stringify(switchingText)}
    >
      {children}
    </div>
  );
}
