'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast-client';
import { buttonVariants } from '@/components/ui/button';
import collectionsCopy from '@messages/admin/collections.json';
import { failureToast, type ActionFailureAnswer } from '../failure-toast';
import { fill } from '../fill';
import { useRights } from '../rights-client';

interface Usage {
  collection: string;
  id: string;
  title: string;
  label: string;
}
type Failure = Extract<ActionFailureAnswer, { status: 'stale' | 'not_found' | 'invalid' | 'error' | 'forbidden' }>;
type DuplicateAnswer = { status: 'created'; id: string } | Failure | { status: 'saved' };
type RemoveAnswer = { status: 'deleted' } | { status: 'in_use'; usages: Usage[] } | Failure;
type UnpublishAnswer = { status: 'unpublished' } | Failure;

/**
 * Duplicate and Delete for one item, on its editor and in its list. A delete that other content still points to is
 * answered with where it is used; an owner may remove those references and delete in one step (checked again on the
 * server), an editor removes them first.
 */
export function ItemActions({
  itemPath,
  listHref,
  id,
  version,
  title,
  trashDays,
  isOwner,
  duplicate,
  remove,
  unpublish,
  replacements,
  compact = false,
}: {
  /** An item's editor, `{id}` standing for its id. */
  itemPath: string;
  /** Where the editor goes once its item is deleted. */
  listHref: string;
  id: string;
  version: number;
  title: string;
  trashDays: number;
  isOwner: boolean;
  duplicate: (input: unknown) => Promise<DuplicateAnswer>;
  remove: (input: unknown) => Promise<RemoveAnswer>;
  /** On a published item's editor: takes it off the site, kept as a draft (the editor then shows that draft). */
  unpublish?: (input: unknown) => Promise<UnpublishAnswer>;
  /**
   * For an owner, on an item's editor: the other items whose page may answer for this one once deleted (a 301
   * instead of 410). Delete then asks which, in place of the browser's confirmation.
   */
  replacements?: readonly { id: string; title: string }[];
  /** In a list row: small buttons. */
  compact?: boolean;
}) {
  // Deleting and taking off the site are publishing; a copy is a draft, which a translator does not make.
  const { draft, publish } = useRights();
  const c = collectionsCopy;
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [usages, setUsages] = useState<Usage[]>();
  const [choosing, setChoosing] = useState(false);
  const [replacement, setReplacement] = useState('');
  const size = compact ? 'sm' : 'md';
  const r = c.replacement;

  const onDuplicate = () =>
    startTransition(async () => {
      const result = await duplicate({ id });
      if (result.status !== 'created') return result.status === 'saved' ? undefined : failureToast(result);
      toast({ variant: 'success', title: c.duplicatedTitle, description: c.duplicatedText });
      router.push(itemPath.replace('{id}', encodeURIComponent(result.id)));
    });

  const onRemove = (removeReferences = false, confirmed = false) => {
    if (!removeReferences && !confirmed) {
      if (replacements) return setChoosing(true);
      if (!window.confirm(fill(c.deleteConfirm, { title, days: trashDays }))) return;
    }
    startTransition(async () => {
      const result = await remove({
        id,
        expectedVersion: version,
        ...(removeReferences ? { removeReferences } : {}),
        ...(replacement ? { replacement } : {}),
      });
      setChoosing(false);
      if (result.status === 'in_use') return setUsages(result.usages);
      if (result.status !== 'deleted') return failureToast(result);
      setUsages(undefined);
      toast({
        variant: 'success',
        title: c.deletedTitle,
        description: fill(c.deletedText, { title, days: trashDays }),
      });
      if (compact) router.refresh();
      else router.push(listHref);
    });
  };

  const onUnpublish = () => {
    if (!unpublish || !window.confirm(fill(c.unpublishConfirm, { title }))) return;
    startTransition(async () => {
      const result = await unpublish({ id, expectedVersion: version });
      if (result.status !== 'unpublished') return failureToast(result);
      toast({ variant: 'success', title: c.unpublishedTitle, description: fill(c.unpublishedText, { title }) });
      router.refresh();
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {draft && (
        <button
          type="button"
          disabled={pending}
          onClick={onDuplicate}
          className={buttonVariants({ variant: 'secondary', size })}
          aria-label={compact ? `${c.duplicate} ${title}` : undefined}
        >
          {c.duplicate}
        </button>
      )}
      {publish && unpublish && (
        <button
          type="button"
          disabled={pending}
          onClick={onUnpublish}
          className={buttonVariants({ variant: 'secondary', size })}
        >
          {c.unpublish}
        </button>
      )}
      {publish && (
        <button
          type="button"
          disabled={pending}
          onClick={() => onRemove()}
          className={buttonVariants({ variant: 'dangerSecondary', size })}
          aria-label={compact ? `${c.delete} ${title}` : undefined}
        >
          {pending ? c.deleting : c.delete}
        </button>
      )}
      {choosing && (
        <div
          role="group"
          aria-labelledby="delete-choice"
          className="basis-full rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-950 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
        >
          <p id="delete-choice" className="font-semibold">
            {fill(c.deleteConfirm, { title, days: trashDays })}
          </p>
          <label htmlFor="delete-replacement" className="mt-3 block font-medium">
            {r.label}
          </label>
          <select
            id="delete-replacement"
            value={replacement}
            onChange={(event) => setReplacement(event.target.value)}
            aria-describedby="delete-replacement-hint"
            className="mt-1 block w-full max-w-md rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-white"
          >
            <option value="">{r.gone}</option>
            {replacements?.map((item) => (
              <option key={item.id} value={item.id}>
                {fill(r.to, { title: item.title })}
              </option>
            ))}
          </select>
          <p id="delete-replacement-hint" className="mt-1 text-xs">
            {r.hint}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              disabled={pending}
              onClick={() => onRemove(false, true)}
              className={buttonVariants({ variant: 'danger', size: 'sm' })}
            >
              {pending ? c.deleting : r.confirm}
            </button>
            <button
              type="button"
              onClick={() => setChoosing(false)}
              className={buttonVariants({ variant: 'ghost', size: 'sm' })}
            >
              {c.cancel}
            </button>
          </div>
        </div>
      )}
      {usages && (
        <div
          role="alert"
          className="basis-full rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <p className="font-semibold">{c.inUseTitle}</p>
          <p className="mt-1">{fill(c.inUseText, { title })}</p>
          <ul className="mt-2 list-disc ps-5">
            {usages.map((usage) => (
              <li key={`${usage.collection}:${usage.id}:${usage.label}`}>
                {usage.label}: {usage.title}
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap gap-2">
            {isOwner ? (
              <button
                type="button"
                disabled={pending}
                onClick={() => onRemove(true)}
                className={buttonVariants({ variant: 'danger', size: 'sm' })}
              >
                {c.inUseOwner}
              </button>
            ) : (
              <p>{c.inUseEditor}</p>
            )}
            <button
              type="button"
              onClick={() => setUsages(undefined)}
              className={buttonVariants({ variant: 'ghost', size: 'sm' })}
            >
              {c.cancel}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
