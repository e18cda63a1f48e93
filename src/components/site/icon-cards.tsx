import { Icon } from '@/components/site/icon';
import { Localized } from '@/components/site/localized';
import type { IconName, LocalizedText } from '@/content/fields';
import { cn } from '@/lib/cn';
import type { Locale } from '@/lib/locales';

interface IconCard {
  icon: IconName;
  title: LocalizedText;
  description: LocalizedText;
}

/**
 * Cards with an icon, a title and a text, in rows of `columns`; a shorter last row is centred (the white-label page's
 * reasons, a page's cards-with-icons block).
 */
export function IconCards({
  items,
  locale,
  columns = 3,
  className,
}: {
  items: readonly IconCard[];
  locale: Locale;
  columns?: 3 | 4;
  className?: string;
}) {
  return (
    <ul className={cn('flex flex-wrap justify-center gap-6', className)}>
      {items.map((item, index) => (
        <li
          key={index}
          className={cn(
            'w-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:w-[calc((100%-1.5rem)/2)] dark:border-slate-800 dark:bg-slate-900',
            columns === 3 ? 'lg:w-[calc((100%-3rem)/3)]' : 'lg:w-[calc((100%-4.5rem)/4)]',
          )}
        >
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-ember-50 text-ember-700 dark:bg-ember-600/15 dark:text-ember-500">
            <Icon name={item.icon} className="size-5" />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-slate-900 dark:text-white">
            <Localized text={item.title} locale={locale} />
          </h3>
          <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-300">
            <Localized text={item.description} locale={locale} />
          </p>
        </li>
      ))}
    </ul>
  );
}
