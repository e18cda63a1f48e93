import { Icon } from '@/components/site/icon';
import { categoryIds } from '@/content/categories';
import type { Translator } from '@/i18n/translator';
import { cn } from '@/lib/cn';
import type { Locale } from '@/lib/locales';
import { LocalLink } from './local-link';
import { categoryIcons, type CategoryTab } from '@/content/category-tabs';

const tabs: CategoryTab[] = ['all', ...categoryIds];

/** The id of the filter's landmark, which the tab links return to. */
const PROJECTS_ANCHOR = 'projects';

/**
 * The category filter as plain links (`?category=web3`): it works without script and the choice is in the URL so it
 * can be shared and survives a reload. Each link returns to the filter (`#projects`), so a visitor who chose a tab
 * further down the page sees the tabs and the filtered grid, not the top of the page.
 */
export function CategoryTabs({
  path,
  selected,
  label,
  trackAs,
  locale,
  t,
}: {
  /** The list's path without its language prefix. */
  path: string;
  selected: CategoryTab;
  label: string;
  /** Which tab change the analytics records (src/features/analytics). */
  trackAs: 'portfolio' | 'case_studies';
  locale: Locale;
  t: Translator;
}) {
  return (
    <nav id={PROJECTS_ANCHOR} aria-label={label} className="scroll-mt-24">
      <ul className="flex flex-wrap justify-center gap-2">
        {tabs.map((tab) => {
          const current = tab === selected;
          return (
            <li key={tab}>
              <LocalLink
                locale={locale}
                href={`${tab === 'all' ? path : `${path}?category=${tab}`}#${PROJECTS_ANCHOR}`}
                aria-current={current ? 'page' : undefined}
                data-track-tab={`${trackAs}:${tab}`}
                className={cn(
                  'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-600',
                  current
                    ? 'border-ember-700 bg-ember-700 text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-ember-600 hover:text-ember-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:text-ember-500',
                )}
              >
                {tab !== 'all' && <Icon name={categoryIcons[tab]} className="size-4" />}
                {t(`categories.${tab}`)}
              </LocalLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
