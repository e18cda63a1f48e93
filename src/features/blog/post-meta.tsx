import { CalendarDays, UserRound } from '@/components/icons';
import type { Translator } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { cn } from '@/lib/cn';

/** A post's publication date (as a <time>) and author. */
export function PostMeta({
  date,
  author,
  locale,
  t,
  className,
}: {
  date: string;
  author: string;
  locale: Locale;
  t: Translator;
  className?: string;
}) {
  const formatted = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  return (
    <p className={cn('flex flex-wrap items-center gap-x-5 gap-y-1 text-sm', className)}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={date}>{formatted}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <UserRound aria-hidden="true" className="size-4" />
        {t('blog.byAuthor', { author })}
      </span>
    </p>
  );
}
