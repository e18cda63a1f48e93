import { notFound } from 'next/navigation';
import { getSiteSettingsForEdit } from '@/server/queries/settings';
import copy from '@messages/admin/settings.json';
import { ItemForm } from '../collection/collection-section';
import type { SectionProps } from '../collection/section-props';
import { settingsDefinition } from './definition';

/** The Settings section: the one `site` document in the form its definition draws; Save keeps the form open. */
export async function SettingsEditor({ item, collections }: SectionProps) {
  if (item !== undefined) notFound();
  const stored = await getSiteSettingsForEdit();
  if (!stored) notFound();
  return (
    <section
      aria-labelledby="settings-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="settings-heading" className="text-xl font-bold">
        {copy.heading}
      </h2>
      <p className="mt-1 mb-6 max-w-prose text-sm text-slate-600 dark:text-slate-300">{copy.intro}</p>
      <ItemForm definition={settingsDefinition} collections={collections} stored={stored} />
    </section>
  );
}
