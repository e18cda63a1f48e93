import { ArrowRight, Check, Info } from '@/components/icons';
import { buttonVariants } from '@/components/ui/button';
import type { Translator } from '@/i18n/translator';
import type { CalculatorParts } from './calculator-types';

const caption = 'text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400';

/** The calculator's pieces that never change (see CalculatorParts), in the page's language. */
export function calculatorParts(t: Translator): CalculatorParts {
  return {
    infoIcon: <Info aria-hidden="true" className="size-4" />,
    tierMark: <Check aria-hidden="true" className="size-4" />,
    totalLabel: (
      <span className="block text-xs font-medium text-slate-600 dark:text-slate-400">{t('pricing.summary.total')}</span>
    ),
    viewEstimate: (
      <a href="#estimate" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
        {t('pricing.summary.viewEstimate')}
      </a>
    ),
    saveBadge: (
      <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300">
        {t('pricing.calculator.interval.save')}
      </span>
    ),
    annualNote: <p className="text-sm text-slate-600 dark:text-slate-400">{t('pricing.calculator.annualNote')}</p>,
    selectedLabel: <p className={caption}>{t('pricing.summary.selected')}</p>,
    tiersLabel: <p className={caption}>{t('pricing.summary.tiersTitle')}</p>,
    requestQuote: (
      <>
        {t('pricing.summary.requestQuote')}
        <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
      </>
    ),
    footnote: (
      <p className="mt-4 text-xs leading-5 text-slate-500 dark:text-slate-400">
        {t('pricing.summary.notBinding')} {t('pricing.summary.rounding')}
      </p>
    ),
  };
}
