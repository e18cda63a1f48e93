import { cva } from 'class-variance-authority';

/*
 * The colours transition, the focus ring does not: `transition-colors` would also fade the outline in from the text
 * colour (white on a primary button, so no ring at all on a white card for the first moments of focus).
 */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-[color,background-color,border-color] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-600 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-ember-700 text-white shadow-sm hover:bg-ember-800',
        secondary:
          'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800',
        ghost: 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
        inverse: 'bg-white text-navy-950 hover:bg-ember-50',
        danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 focus-visible:outline-red-700',
        dangerSecondary:
          'border border-red-300 bg-white text-red-700 hover:bg-red-50 focus-visible:outline-red-700 dark:border-red-800 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950',
      },
      size: {
        sm: 'h-9 px-3 text-sm',
        md: 'h-11 px-5 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);
