import projectsCopy from '@messages/admin/projects.json';
import { imagesFor } from '@/features/media/picture';
import { fill } from '../fill';
import { NewItemLink } from '../collection/collection-list';
import { CollectionSection } from '../collection/collection-section';
import type { SectionProps } from '../collection/section-props';
import { cardsOf, ItemCards } from '../collection/item-cards';
import { ListControls, loadListPage, Pager } from '../collection/list-page';
import { projectDefinition } from './definition';

const LIST_URL = '/admin/projects';

/**
 * Spec 001 "Projects editor": heading Projects, a "Filter by category" choice of All Categories and each category in
 * use, a grid of cards (image, title, category); a card opens the project's form with Back to List. Like every content
 * list it also searches titles, sorts and shows 25 to a page, all in the URL (`?category=mobile-app&q=clinic`).
 */
export async function ProjectsEditor({ item, query, session, collections }: SectionProps) {
  if (item !== undefined)
    return (
      <CollectionSection
        definition={projectDefinition}
        collections={collections}
        item={item}
        query={query}
        session={session}
      />
    );
  const copy = projectsCopy;
  const list = await loadListPage(projectDefinition, query, { base: LIST_URL });
  return (
    <section aria-labelledby="projects-heading" className="space-y-4">
      <div className="flex flex-wrap items-center gap-4">
        <h2 id="projects-heading" className="text-2xl font-bold">
          {copy.heading}
        </h2>
        <NewItemLink definition={projectDefinition} href={`${LIST_URL}/new`} />
      </div>
      <ListControls
        definition={projectDefinition}
        list={list}
        base={LIST_URL}
        idPrefix="projects"
        labels={{ category: { label: copy.filterLabel, all: copy.allCategories } }}
        submitLabel={copy.filter}
      />
      <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {fill(copy.count, { count: list.total })}
      </p>
      <ItemCards
        cards={cardsOf(projectDefinition, list, (id) => `${LIST_URL}/${id}`)}
        empty={copy.empty}
        searching={list.searching}
        images={await imagesFor('en')}
      />
      <Pager list={list} />
    </section>
  );
}
