'use client';

import { useRights } from '../rights-client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast-client';
import collectionsCopy from '@messages/admin/collections.json';
import { fill } from '../fill';

type Answer =
  | { status: 'moved' | 'stale' | 'not_found' | 'forbidden' }
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'error'; reference: string };

const buttonClass =
  'inline-flex size-9 items-center justify-center rounded-md bg-white/90 text-slate-700 shadow-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-ember-600 disabled:opacity-40 dark:bg-slate-900/90 dark:text-slate-200 dark:hover:bg-slate-800 [&_svg]:size-4';

/**
 * Move up and Move down for an item of a list whose order is the site's (the testimonials). The list re-renders from
 * the server in the new order; the button pressed keeps the focus, so the keyboard can go on moving the same item.
 */
export function MoveButtons({
  id,
  title,
  place,
  count,
  move,
  icons,
}: {
  id: string;
  title: string;
  /** The item's place in the list, from 0. */
  place: number;
  count: number;
  move: (input: unknown) => Promise<Answer>;
  icons: { up: ReactNode; down: ReactNode };
}) {
  const c = collectionsCopy;
  const router = useRouter();
  const { publish } = useRights();
  const [pending, startTransition] = useTransition();
  const [pressed, setPressed] = useState<'up' | 'down'>();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Once the list has re-rendered in its new order, give the focus back to the button the admin pressed.
    if (pending || !pressed) return;
    const [first, other] = pressed === 'up' ? [up, down] : [down, up];
    (first.current?.disabled ? other : first).current?.focus();
  }, [pending, pressed, place]);

  const onMove = (direction: 'up' | 'down') =>
    startTransition(async () => {
      setPressed(direction);
      const result = await move({ id, direction });
      if (result.status !== 'moved') {
        const description =
          result.status === 'error'
            ? fill(c.failedText, { reference: result.reference })
            : result.status === 'invalid'
              ? Object.values(result.fields).join(' ')
              : c.staleText;
        toast({ variant: 'destructive', title: c.failedTitle, description });
        return;
      }
      router.refresh();
    });

  // Reordering changes the site: an editor's or owner's.
  if (!publish) return null;
  return (
    <div className="flex gap-1">
      <button
        ref={up}
        type="button"
        className={buttonClass}
        disabled={pending || place === 0}
        onClick={() => onMove('up')}
      >
        {icons.up}
        <span className="sr-only">{`${c.moveUp} ${title}`}</span>
      </button>
      <button
        ref={down}
        type="button"
        className={buttonClass}
        disabled={pending || place === count - 1}
        onClick={() => onMove('down')}
      >
        {icons.down}
        <span className="sr-only">{`${c.moveDown} ${title}`}</span>
      </button>
      <span className="sr-only" aria-live="polite">
        {pressed ? fill(c.moved, { title, place: place + 1, count }) : ''}
      </span>
    </div>
  );
}
