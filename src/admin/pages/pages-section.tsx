import { notFound } from 'next/navigation';
import { buttonVariants } from '@/components/ui/button';
import { localizedPath, paths } from '@/lib/paths';
import { getDb } from '@/server/db';
import { readCollection } from '@/server/queries/documents';
import collectionsCopy from '@messages/admin/collections.json';
import copy from '@messages/admin/pages.json';
import { CollectionSection } from '../collection/collection-section';
import type { SectionProps } from '../collection/section-props';
import { fill } from '../fill';
import { clientLogoDefinition } from './client-logos-definition';
import { pageDefinitionOf, pageIds, pageTitleOf } from './definitions';
import { socialPlanDefinition } from './social-plans-definition';

/** The lists of the fixed pages' parts, each a section of its own reached from here. */
const lists = [
  { section: clientLogoDefinition.section, words: copy.clientLogos },
  { section: socialPlanDefinition.section, words: copy.plans },
];

const panel = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900';

/**
 * The Pages section (issue 27 "Page copy"): `/admin/pages` lists the fixed pages, `/admin/pages/<id>` opens a page's
 * form, drawn from the definition whose id schema takes that page, with its history like every editor.
 */
export async function PagesSection({ item, query, session, collections }: SectionProps) {
  if (item !== undefined) {
    const definition = pageDefinitionOf(item);
    if (!definition) notFound();
    return (
      <CollectionSection
        definition={definition}
        collections={collections}
        item={item}
        query={query}
        session={session}
      />
    );
  }

  const stored = await readCollection(getDb(), 'pages');
  const rows = pageIds.flatMap((id) => {
    const page = stored.get(id)?.data;
    return page ? [{ id, title: pageTitleOf(page), path: paths[id] }] : [];
  });
  const row = 'flex items-center gap-3 p-4';
  return (
    <section aria-labelledby="pages-heading" className={panel}>
      <h2 id="pages-heading" className="text-xl font-bold">
        {copy.heading}
      </h2>
      <p className="mt-1 mb-6 max-w-prose text-sm text-slate-600 dark:text-slate-300">{copy.intro}</p>
      <ul
        aria-label={copy.listLabel}
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
      >
        {rows.map(({ id, title, path }) => (
          <li key={id} className={row}>
            <span className="min-w-0 flex-1">
              <a
                href={`/admin/pages/${id}`}
                aria-label={fill(copy.edit, { title })}
                className="font-semibold text-ember-700 hover:underline focus-visible:outline-2 focus-visible:outline-ember-600 dark:text-ember-500"
              >
                {title}
              </a>
              <span className="block truncate font-mono text-sm text-slate-600 dark:text-slate-400">{path}</span>
            </span>
            <a
              href={localizedPath('en', path)}
              aria-label={fill(copy.viewOnSite, { title })}
              className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'shrink-0' })}
            >
              {collectionsCopy.viewOnSite}
            </a>
          </li>
        ))}
        {lists.map(({ section, words }) => (
          <li key={section} className={row}>
            <span className="min-w-0 flex-1">
              <a
                href={`/admin/${section}`}
                aria-label={words.open}
                className="font-semibold text-ember-700 hover:underline focus-visible:outline-2 focus-visible:outline-ember-600 dark:text-ember-500"
              >
                {words.title}
              </a>
              <span className="block text-sm text-slate-600 dark:text-slate-400">{words.summary}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
