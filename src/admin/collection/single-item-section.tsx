import type { CollectionName } from '@/content';
import type { StoredDocument } from '@/server/queries/documents';
import { ItemForm } from './collection-section';
import type { CollectionDefinition } from './definition';
import type { SectionProps } from './section-props';

/**
 * A section that is one document (the site's settings, its menus): its heading and intro over the form its definition
 * draws; Save keeps the form open.
 */
export function SingleItemSection<C extends CollectionName>({
  name,
  heading,
  intro,
  definition,
  collections,
  stored,
}: {
  name: string;
  heading: string;
  intro: string;
  definition: CollectionDefinition<C>;
  collections: SectionProps['collections'];
  stored: StoredDocument<C>;
}) {
  return (
    <section
      aria-labelledby={`${name}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={`${name}-heading`} className="text-xl font-bold">
        {heading}
      </h2>
      <p className="mt-1 mb-6 max-w-prose text-sm text-slate-600 dark:text-slate-300">{intro}</p>
      <ItemForm definition={definition} collections={collections} stored={stored} />
    </section>
  );
}
