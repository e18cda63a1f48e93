import { clsx } from 'clsx';
import { Picture } from '@/components/site/picture';
import type { CategoryId } from '@/content/categories';
import { pick } from '@/content/fields';
import collectionsCopy from '../../../../messages/admin/collections.json';
import editorCopy from '../../../../messages/admin/editor.json';
import projectsCopy from '../../../../messages/admin/projects.json';
import { fill } from '../fill';
import type { CollectionDefinition } from '../collection/definition';
import { NewItemLink } from '../collection/collection-list';
import { ListControls, loadListPage, Pager } from '../collection/list-page';
import { projectDefinition } from './definition';

const categoryLabel = (id: CategoryId) => editorCopy.categories[id];
const LIST_URL = '/admin/projects';

/**
 * Spec 001 "Projects editor": heading Projects, a "Filter by category" choice of All Categories and each category in
 * use, a grid of cards (image, title, category); a card opens the project's form with Back to List. Like every content
 * list it also searches titles, sorts and shows 25 to a page, all in the URL (`?category=mobile-app&q=clinic`).
 */
export async function ProjectsEditor({ query }: { query: Record<string, string | string[] | undefined> }) {
  const copy = projectsCopy;
  const definition = projectDefinition as unknown as CollectionDefinition;
  const list = await loadListPage(projectDefinition, query, { base: LIST_URL });
  const shown = list.shown.map((item) => item.data);
  return (
    <section aria-labelledby="projects-heading" className="space-y-4">
      <div className="flex flex-wrap items-center gap-4">
        <h2 id="projects-heading" className="text-2xl font-bold">
          {copy.heading}
        </h2>
        <NewItemLink definition={definition} href={`${LIST_URL}/new`} />
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
      {shown.length === 0 ? (
        <p className="py-16 text-center text-slate-600 dark:text-slate-300">
          {list.state.search ? collectionsCopy.noMatch : copy.empty}
        </p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((project) => {
            const title = pick(project.title, 'en');
            return (
              <li key={project.id}>
                <a
                  href={`${LIST_URL}/${project.id}`}
                  aria-label={fill(copy.open, { title })}
                  className={clsx(
                    'block overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-ember-600 dark:border-slate-800 dark:bg-slate-900',
                  )}
                >
                  <div className="aspect-video bg-slate-100 dark:bg-slate-800">
                    {project.image && (
                      <Picture
                        src={project.image}
                        alt=""
                        sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 90vw"
                        className="block h-full w-full"
                        imgClassName="h-full w-full object-cover"
                      />
                    )}
                  </div>
                  <div className="p-4">
                    <p className="font-semibold">{title}</p>
                    <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                      {project.categories.map(categoryLabel).join(', ')}
                    </p>
                  </div>
                </a>
              </li>
            );
          })}
        </ul>
      )}
      <Pager list={list} />
    </section>
  );
}
