import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  default: '',
  muted: 'bg-slate-50 dark:bg-slate-900/40',
  dark: 'bg-navy-950 text-white dark:bg-slate-900',
} as const;

/** A page band with the site's container and vertical rhythm. */
export function Section({
  children,
  tone = 'default',
  className,
  id,
  labelledBy,
}: {
  children: ReactNode;
  tone?: keyof typeof tones;
  className?: string;
  id?: string;
  labelledBy?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn('py-16 sm:py-24', tones[tone], className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}

/** Eyebrow, heading and lead text of a section; `id` labels the section for assistive technology. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'center',
  as: Heading = 'h2',
  actions,
  inverse = false,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  description?: string;
  align?: 'center' | 'start';
  as?: 'h1' | 'h2';
  actions?: ReactNode;
  inverse?: boolean;
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' ? 'mx-auto text-center' : 'text-start')}>
      {eyebrow && (
        <p
          className={cn(
            'text-sm font-semibold tracking-wide uppercase',
            inverse ? 'text-ember-500' : 'text-ember-700 dark:text-ember-500',
          )}
        >
          {eyebrow}
        </p>
      )}
      <Heading
        id={id}
        className={cn(
          'mt-2 font-bold tracking-tight text-balance',
          Heading === 'h1' ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl',
        )}
      >
        {title}
      </Heading>
      {description && (
        <p
          className={cn('mt-4 text-lg text-pretty', inverse ? 'text-slate-300' : 'text-slate-600 dark:text-slate-300')}
        >
          {description}
        </p>
      )}
      {actions && (
        <div className={cn('mt-8 flex flex-wrap gap-3', align === 'center' && 'justify-center')}>{actions}</div>
      )}
    </div>
  );
}
