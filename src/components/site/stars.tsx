import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A 1–5 star rating; assistive technology hears the label ("Rated 5 out of 5"), not five icons. */
export function Stars({ rating, label, className }: { rating: number; label: string; className?: string }) {
  return (
    <div role="img" aria-label={label} className={cn('flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((value) => (
        <Star
          key={value}
          aria-hidden="true"
          className={cn(
            'size-5',
            value <= rating ? 'fill-amber-400 text-amber-400' : 'fill-none text-slate-300 dark:text-slate-600',
          )}
        />
      ))}
    </div>
  );
}
