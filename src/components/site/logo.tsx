import { useId } from 'react';
import { cn } from '@/lib/cn';

/** The Emberline mark and wordmark; the text follows the current colour, so it reads in both themes. */
export function Logo({ name, className }: { name: string; className?: string }) {
  const gradient = useId();
  const [first, ...rest] = name.split(' ');
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#fb923c" />
            <stop offset="1" stopColor="#c2410c" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#${gradient})`} />
        <path
          d="M16.5 5.5c.8 3.6 5.8 6.1 5.8 11.7a6.3 6.3 0 0 1-12.6 0c0-2.9 1.5-4.9 3-6.2-.1 2 .8 3.4 2.1 3.7-1-3.1-.1-6.3 1.7-9.2z"
          fill="#fff"
        />
      </svg>
      <span className="text-base leading-none font-bold tracking-tight whitespace-nowrap min-[400px]:text-lg">
        {first}
        {rest.length > 0 && <span className="font-medium text-ember-700 dark:text-ember-500"> {rest.join(' ')}</span>}
      </span>
    </span>
  );
}
