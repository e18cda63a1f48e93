import { ArrowRight, Check, Info } from '@/components/icons';
import type { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import type { CalculatorParts } from './calculator-types';

const caption = 'text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400';

/** The calculator's pieces that never change (see CalculatorParts), in the page's language. */
export function calculatorParts(t: Awaited<ReturnType<typeof getTranslations<'pricing'>>>): CalculatorParts {
  return {
    infoIcon: <Info aria-hidden="true" className="size-4" />,
    tierMark: <Check aria-hidden="true" className="size-4" />,
    totalLabel: (
      <span className="block text-xs font-medium text-slate-600 dark:text-slate-400">{t('summary.total')}</span>
    ),
    viewEstimate: (
      <a href="#estimate" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
        {t('summary.viewEstimate')}
      </a>
    ),
    intervalLegend: <legend className="sr-only">{t('calculator.interval.legend')}</legend>,
    saveBadge: (
      <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
        {t('calculator.interval.save')}
      </span>
    ),
    annualNote: <p className="text-sm text-slate-600 dark:text-slate-400">{t('calculator.annualNote')}</p>,
    selectedLabel: <p className={caption}>{t('summary.selected')}</p>,
    tiersLabel: <p className={caption}>{t('summary.tiersTitle')}</p>,
    requestQuote: (
      <>
        {t('summary.requestQuote')}
        <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
      </>
    ),
    footnote: (
      <p className="mt-4 text-xs leading-5 text-slate-500 dark:text-slate-400">
        {t('summary.notBinding')} {t('summary.rounding')}
      </p>
    ),
  };
}
