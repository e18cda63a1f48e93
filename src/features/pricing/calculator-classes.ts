import { buttonVariants } from '@/components/ui/button';
import type { CalculatorClassNames } from './calculator-types';

const tab =
  'shrink-0 rounded-xl px-4 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-600';
const suffix = 'text-sm text-slate-600 dark:text-slate-400';
const discount = 'font-medium tabular-nums';
const tier = 'flex items-center gap-2';
const tierMark = 'inline-flex shrink-0';

/** The calculator's class lists (see CalculatorClassNames): rendered by the server, passed as a prop. */
export const calculatorClassNames: CalculatorClassNames = {
  tablist:
    '-mx-4 flex gap-2 overflow-x-auto border-y border-slate-200 bg-slate-50 p-2 px-4 sm:mx-0 sm:rounded-2xl sm:border sm:px-2 lg:flex-wrap dark:border-slate-800 dark:bg-slate-900',
  tabSelected: `${tab} bg-ember-700 text-white shadow-sm`,
  tabIdle: `${tab} text-slate-700 hover:bg-white hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white`,
  columns: 'mt-8 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-10',
  stickyTotal:
    'sticky bottom-0 z-30 -mx-4 mt-8 flex items-center justify-between gap-4 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur-md sm:-mx-6 sm:px-6 lg:hidden dark:border-slate-800 dark:bg-navy-950/95',
  stickyAmount: 'text-lg font-bold text-slate-900 dark:text-white',
  suffix,
  panel: {
    description: 'max-w-3xl text-slate-600 dark:text-slate-300',
    interval: 'mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-5',
    intervalGroup:
      'inline-flex rounded-xl border border-slate-200 bg-slate-50 p-1 dark:border-slate-800 dark:bg-slate-900',
    intervalOption:
      'relative flex cursor-pointer items-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 has-checked:bg-white has-checked:text-slate-900 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-ember-600 dark:text-slate-300 dark:has-checked:bg-slate-800 dark:has-checked:text-white',
    radio: 'absolute inset-0 cursor-pointer appearance-none rounded-lg focus-visible:outline-none',
    categories: 'mt-8 space-y-10',
    legend: 'text-lg font-semibold text-slate-900 dark:text-white',
    options: 'mt-4 grid gap-3 sm:grid-cols-2',
    option:
      'relative flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 transition-colors hover:border-slate-300 has-checked:border-ember-600 has-checked:bg-ember-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ember-600 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-slate-700 dark:has-checked:border-ember-500 dark:has-checked:bg-ember-600/10',
    checkbox: 'relative z-[1] mt-1 size-4 shrink-0 accent-ember-700 focus-visible:outline-none',
    optionLabel: 'min-w-0 flex-1 cursor-pointer after:absolute after:inset-0 after:rounded-xl',
    optionName: 'block font-medium text-slate-900 dark:text-white',
    optionPrice: 'mt-1 block text-sm text-slate-600 dark:text-slate-400',
    amount: 'font-semibold text-slate-900 dark:text-slate-100',
    infoTip: {
      button:
        'flex size-8 items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-slate-100 hover:text-ember-700 focus-visible:outline-2 focus-visible:outline-ember-600 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-ember-500',
      tip: 'absolute end-0 top-full mt-1 w-64 max-w-[calc(100vw-3rem)] rounded-lg bg-navy-950 p-3 text-sm leading-6 font-normal text-white shadow-lg ring-1 ring-white/10 dark:bg-slate-800',
    },
  },
  summary: {
    section:
      'mt-10 scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-24 lg:mt-0 dark:border-slate-800 dark:bg-slate-900',
    title: 'text-xl font-bold text-slate-900 dark:text-white',
    catalogue: 'mt-1 text-sm text-slate-600 dark:text-slate-400',
    empty: 'mt-5 rounded-lg bg-slate-50 p-4 text-sm text-slate-600 dark:bg-slate-800/60 dark:text-slate-300',
    lines: 'mt-2 max-h-56 space-y-2 overflow-y-auto pe-1 text-sm',
    row: 'flex justify-between gap-3',
    lineName: 'text-slate-700 dark:text-slate-300',
    lineAmount: 'shrink-0 font-medium text-slate-900 tabular-nums dark:text-white',
    figures: 'mt-5 space-y-3 border-t border-slate-200 pt-5 text-sm dark:border-slate-800',
    term: 'text-slate-600 dark:text-slate-400',
    value: 'font-medium text-slate-900 tabular-nums dark:text-white',
    discountSaved: `${discount} text-emerald-700 dark:text-emerald-400`,
    discountNone: `${discount} text-slate-900 dark:text-white`,
    totalRow: 'flex items-end justify-between gap-3 border-t border-slate-200 pt-4 dark:border-slate-800',
    totalTerm: 'font-semibold text-slate-900 dark:text-white',
    totalAmount: 'block text-3xl font-bold tracking-tight text-slate-900 tabular-nums dark:text-white',
    suffix,
    tiers: 'mt-2 space-y-1.5 text-sm',
    tierReached: `${tier} font-medium text-emerald-700 dark:text-emerald-400`,
    tierAhead: `${tier} text-slate-600 dark:text-slate-400`,
    tierMarkReached: `${tierMark} opacity-100`,
    tierMarkAhead: `${tierMark} opacity-25`,
    quote: buttonVariants({ size: 'lg', className: 'mt-6 w-full' }),
  },
};
