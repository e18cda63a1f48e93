import { clsx } from 'clsx';
import collectionsCopy from '../../../../messages/admin/collections.json';

/** Whether the site shows an item as it is in the admin: Published, or Changed while a draft is not published yet. */
export function PublishState({ changed, quiet = false }: { changed: boolean; quiet?: boolean }) {
  const s = collectionsCopy.publishState;
  // In the spec's card grids only a change is marked; the lists say both.
  if (quiet && !changed) return null;
  return (
    <span
      className={clsx(
        'inline-block rounded-full px-2 py-0.5 text-xs font-medium',
        changed
          ? 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200'
          : 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
      )}
    >
      {changed ? s.changed : s.published}
    </span>
  );
}
