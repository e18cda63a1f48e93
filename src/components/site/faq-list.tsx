import { ChevronDown } from '@/components/icons';
import { pick, type LocalizedText } from '@/content/fields';
import type { Locale } from '@/lib/locales';

export interface FaqItem {
  question: string;
  answer: string;
}

/** A content document's questions and answers in the page's language. */
export function faqItems(
  faqs: readonly { question: LocalizedText; answer: LocalizedText }[],
  locale: Locale,
): FaqItem[] {
  return faqs.map((faq) => ({ question: pick(faq.question, locale), answer: pick(faq.answer, locale) }));
}

/**
 * Questions as a disclosure list built on <details>/<summary>: keyboard and screen-reader operable with no script,
 * and every answer stays in the HTML for search engines.
 */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      {items.map((item) => (
        <details key={item.question} className="group px-6 py-5 [&_summary::-webkit-details-marker]:hidden">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md text-start font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ember-600 dark:text-white">
            {item.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-ember-600 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="mt-3 leading-7 text-slate-600 dark:text-slate-300">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
