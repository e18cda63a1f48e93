'use client';

import type { MouseEvent, ReactNode } from 'react';
import { toast } from '@/components/ui/toast-client';
import type { Locale } from '@/lib/locales';
import { languageChoice, languageCookie, switchedUrl } from '@/lib/language-choice';

const LAST_CHANGE_KEY = 'language-changed-at';

function lastChange(): number | null {
  try {
    const value = Number(sessionStorage.getItem(LAST_CHANGE_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/**
 * The language links of the picker. Without script they are plain links; with it, choosing the active language does
 * nothing, a change within 2 s of the previous one is refused with a toast, and otherwise a toast says which language
 * opens, the choice is remembered (English forgets it) and the same page opens in that language, query kept.
 */
export function LanguageLinks({
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
  function onClick(event: MouseEvent<HTMLElement>) {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[hreflang]');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    const chosen = link.hreflang as Locale;
    const choice = languageChoice(chosen, active, lastChange(), Date.now());
    if (choice === 'current') return;
    if (choice === 'too-soon') {
      toast({ variant: 'info', title: waitText });
      return;
    }
    try {
      sessionStorage.setItem(LAST_CHANGE_KEY, String(Date.now()));
    } catch {
      // Without storage the 2 s rule only holds within this page.
    }
    document.cookie = languageCookie(chosen, location.protocol === 'https:');
    toast({ variant: 'info', title: switchingText[chosen] });
    const target = switchedUrl(new URL(link.href).pathname, location.search);
    // Long enough to read the toast, short enough to feel immediate (the spec checks after 300 ms).
    setTimeout(() => location.assign(target), 300);
  }

  return (
    // The links inside are the keyboard and pointer targets (Enter on a link is a click); this only listens.
    <div onClick={onClick}>{children}</div>
  );
}
