import { clsx } from 'clsx';
import { imagesFor } from '@/features/media/picture';
import caseStudiesCopy from '@messages/admin/case-studies.json';
import { NewItemLink } from '../collection/collection-list';
import { CollectionSection } from '../collection/collection-section';
import type { SectionProps } from '../collection/section-props';
import { cardsOf, ItemCards } from '../collection/item-cards';
import { ListControls, loadListPage, Pager } from '../collection/list-page';
import { caseStudyDefinition } from './definition';

/** The editor's tabs (spec 001): every case study, or those of one of these categories. */
const caseStudyTabs = ['all', 'web3', 'ai-automation', 'seo-digital-marketing'] as const;
type CaseStudyTab = (typeof caseStudyTabs)[number];

const BASE = '/admin/casestudies';
const listUrl = (tab: CaseStudyTab) => (tab === 'all' ? BASE : `${BASE}?tab=${tab}`);

/**
 * Spec 001 "Case studies editor": tabs All, Web3, AI & Automation, SEO & Marketing; cards with image, title and
 * "client - category"; an empty state; a card opens the form with Back to List, and saving closes it.
 */
export async function CaseStudiesEditor({ item, query, session, collections }: SectionProps) {
  const copy = caseStudiesCopy;
  const requested = Array.isArray(query.tab) ? query.tab[0] : query.tab;
  const tab = caseStudyTabs.find((id) => id === requested) ?? 'all';
  if (item !== undefined)
    // An open case study goes back to the tab it was opened from (`?tab=` of its editor's URL); saving closes it.
    return (
      <CollectionSection
        definition={caseStudyDefinition}
        collections={collections}
        item={item}
        query={query}
        session={session}
        listHref={listUrl(tab)}
        closeOnSave
      />
    );
  // The tab is the category filter of spec 001; search, sort and pages come on top of it, all in the URL.
  const keep: Record<string, string> = tab === 'all' ? {} : { tab };
  const list = await loadListPage(caseStudyDefinition, query, {
    base: BASE,
    keep,
    only: (study) => tab === 'all' || study.category === tab,
  });
  return (
    <section aria-labelledby="case-studies-heading" className="space-y-4">
      <div className="flex flex-wrap items-center gap-4">
        <h2 id="case-studies-heading" className="text-2xl font-bold">
          {copy.heading}
        </h2>
        <NewItemLink definition={caseStudyDefinition} href="/admin/casestudies/new" />
      </div>
      <nav aria-label={copy.tabsLabel}>
        <ul className="flex flex-wrap gap-2">
          {caseStudyTabs.map((id) => (
            <li key={id}>
              <a
                href={listUrl(id)}
                aria-current={id === tab ? 'page' : undefined}
                className={clsx(
                  'inline-block rounded-full border px-4 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-ember-600',
                  id === tab
                    ? 'border-ember-700 bg-ember-700 text-white'
                    : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800',
                )}
              >
                {copy.tabs[id]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ListControls
        definition={caseStudyDefinition}
        list={list}
        base={BASE}
        idPrefix="case-studies"
        keep={keep}
        showFilters={false}
      />
      <ItemCards
        cards={cardsOf(caseStudyDefinition, list, (id) => `${BASE}/${id}${tab === 'all' ? '' : `?tab=${tab}`}`)}
        empty={copy.empty}
        searching={list.searching}
        images={await imagesFor('en')}
      />
      <Pager list={list} />
    </section>
  );
}
