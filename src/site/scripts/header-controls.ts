import { languageChoice, languageCookie, switchedUrl } from '@/lib/language-choice';
import { isLocale, type Locale } from '@/lib/locales';

/**
 * What the header's server-drawn controls do (src/components/site/header-controls.tsx): the two menus, the theme
 * toggle and the language links. Each element is marked `data-enhanced` once it works (the browser tests wait for it,
 * as they wait for an island to hydrate).
 */

const THEME_STORAGE_KEY = 'theme';
const LAST_LANGUAGE_CHANGE_KEY = 'language-changed-at';

/** A button and its panel: Escape and a press outside close it (Escape returns focus to the button). */
function disclosure(element: HTMLElement) {
  const button = element.querySelector<HTMLButtonElement>(':scope > button[aria-controls]');
  const panel = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!button || !panel) return;
  const focusOnOpen = element.hasAttribute('data-focus-on-open');

  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setOpen(false);
    button.focus();
  };
  const onPointer = (event: PointerEvent) => {
    const target = event.target as Node;
    if (!panel.contains(target) && !button.contains(target)) setOpen(false);
  };
  function setOpen(open: boolean) {
    button!.setAttribute('aria-expanded', String(open));
    panel!.hidden = !open;
    const listen = open ? document.addEventListener.bind(document) : document.removeEventListener.bind(document);
    listen('keydown', onKey as EventListener);
    listen('pointerdown', onPointer as EventListener);
    if (open && focusOnOpen) panel!.querySelector<HTMLElement>('a, button')?.focus();
  }

  button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
  // Back/forward may restore this page from the browser's cache as it was left: with the panel open.
  addEventListener('pageshow', (event) => event.persisted && setOpen(false));
}

/** Flips light/dark, stores the choice under `theme` and sets the `dark` class on <html>. */
function themeToggle(button: HTMLElement) {
  button.addEventListener('click', () => {
    const dark = !document.documentElement.classList.contains('dark');
    document.documentElement.classList.toggle('dark', dark);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, dark ? 'dark' : 'light');
    } catch {
      // Private mode or storage disabled: the theme still flips for this page view.
    }
  });
}

function lastLanguageChange(): number | null {
  try {
    const value = Number(sessionStorage.getItem(LAST_LANGUAGE_CHANGE_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Shows a toast in the site's toast region (the SiteToaster island), whose store comes with React. */
function toast(title: string) {
  void import('@/components/ui/toast-client').then((module) => module.toast({ variant: 'info', title }));
}

/**
 * The language links: choosing the active language does nothing, a change within 2 s of the previous one is refused
 * with a toast, and otherwise a toast says which language opens, the choice is remembered (English forgets it) and the
 * same page opens in that language, query kept. Without script they are plain links.
 */
function languageLinks(element: HTMLElement) {
  const active = element.dataset.active;
  if (!active || !isLocale(active)) return;
  const switchingText = JSON.parse(element.dataset.switchingText ?? '{}') as Partial<Record<Locale, string>>;
  element.addEventListener('click', (event) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[hreflang]');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const chosen = link.hreflang;
    if (!isLocale(chosen)) return;
    event.preventDefault();
    const choice = languageChoice(chosen, active, lastLanguageChange(), Date.now());
    if (choice === 'current') return;
    if (choice === 'too-soon') return toast(element.dataset.waitText ?? '');
    try {
      sessionStorage.setItem(LAST_LANGUAGE_CHANGE_KEY, String(Date.now()));
    } catch {
      // Without storage the 2 s rule only holds within this page.
    }
    document.cookie = languageCookie(chosen, location.protocol === 'https:');
    toast(switchingText[chosen] ?? '');
    const target = switchedUrl(new URL(link.href).pathname, location.search);
    // Long enough to read the toast, short enough to feel immediate (the spec checks after 300 ms).
    setTimeout(() => location.assign(target), 300);
  });
}

const controls: Record<string, (element: HTMLElement) => void> = {
  disclosure,
  'theme-toggle': themeToggle,
  'language-links': languageLinks,
};

for (const element of document.querySelectorAll<HTMLElement>('[data-enhance]:not([data-enhanced])')) {
  const control = controls[element.dataset.enhance ?? ''];
  if (!control) continue;
  control(element);
  element.dataset.enhanced = '';
}
