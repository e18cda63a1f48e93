/** The card every block of the webhooks pages sits in. */
export const panel = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900';
