'use client';

import { useTransition } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-client';
import collectionsCopy from '@messages/admin/collections.json';
import { fill } from '../fill';

type Answer =
  | { status: 'restored' | 'not_found' | 'forbidden' }
  | { status: 'emptied'; count: number }
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'error'; reference: string };

function complain(result: Answer) {
  const c = collectionsCopy;
  const description =
    result.status === 'invalid'
      ? Object.values(result.fields).join(' ')
      : result.status === 'error'
        ? fill(c.failedText, { reference: result.reference })
        : result.status === 'forbidden'
          ? c.trash.ownerOnly
          : c.notFoundText;
  toast({ variant: 'destructive', title: c.failedTitle, description });
}

/** Restore one item (its row re-renders from the server once it is back). */
export function RestoreButton({
  collection,
  id,
  title,
  restore,
}: {
  collection: string;
  id: string;
  title: string;
  restore: (input: unknown) => Promise<Answer>;
}) {
  const t = collectionsCopy.trash;
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      className={buttonVariants({ variant: 'secondary', size: 'sm' })}
      aria-label={`${t.restore} ${title}`}
      onClick={() =>
        startTransition(async () => {
          const result = await restore({ collection, id });
          if (result.status !== 'restored') return complain(result);
          toast({ variant: 'success', title: t.restoredTitle, description: fill(t.restoredText, { title }) });
        })
      }
    >
      {pending ? t.restoring : t.restore}
    </button>
  );
}

/** Empty the trash, after a confirmation (owners only; the server checks it again). */
export function EmptyTrashButton({ empty }: { empty: (input: unknown) => Promise<Answer> }) {
  const t = collectionsCopy.trash;
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      className={buttonVariants({ variant: 'dangerSecondary', size: 'sm' })}
      onClick={() => {
        if (!window.confirm(t.emptyConfirm)) return;
        startTransition(async () => {
          const result = await empty({});
          if (result.status !== 'emptied') return complain(result);
          toast({
            variant: 'success',
            title: t.emptiedTitle,
            description: fill(t.emptiedText, { count: result.count }),
          });
        });
      }}
    >
      {t.emptyTrash}
    </button>
  );
}
