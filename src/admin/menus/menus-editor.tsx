import { notFound } from 'next/navigation';
import { getDb } from '@/server/db';
import { getDocument } from '@/server/queries/documents';
import copy from '@messages/admin/menus.json';
import { ItemForm } from '../collection/collection-section';
import type { SectionProps } from '../collection/section-props';
import { menusDefinition } from './definition';

/** The Menus section: the one `main` document in the form its definition draws; Save keeps the form open. */
export async function MenusEditor({ item, collections }: SectionProps) {
  if (item !== undefined) notFound();
  const stored = await getDocument(getDb(), 'menus', 'main');
  if (!stored) notFound();
  return (
    <section
      aria-labelledby="menus-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="menus-heading" className="text-xl font-bold">
        {copy.heading}
      </h2>
      <p className="mt-1 mb-6 max-w-prose text-sm text-slate-600 dark:text-slate-300">{copy.intro}</p>
      <ItemForm definition={menusDefinition} collections={collections} stored={stored} />
    </section>
  );
}
