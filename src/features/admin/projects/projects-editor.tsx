import { clsx } from 'clsx';
import { Picture } from '@/components/site/picture';
import { buttonVariants } from '@/components/ui/button';
import { categoryIds, type CategoryId } from '@/content/categories';
import { pick } from '@/content/fields';
import { listProjects } from '@/server/queries/projects';
import editorCopy from '../../../../messages/admin/editor.json';
import projectsCopy from '../../../../messages/admin/projects.json';
import { fill } from '../fill';
import type { CollectionDefinition } from '../collection/definition';
import { NewItemLink } from '../collection/collection-list';
import { projectDefinition } from './definition';

const categoryLabel = (id: CategoryId) => editorCopy.categories[id];
const LIST_URL = '/admin/projects';

/**
 * Spec 001 "Projects editor": heading Projects, a "Filter by category" choice of All Categories and each category in
 * use (kept in the URL), a grid of cards (image, title, category); a card opens the project's form with Back to List.
 */
export async function ProjectsEditor({ category }: { category?: string }) {
  const copy = projectsCopy;
  const definition = projectDefinition as unknown as CollectionDefinition;
  const projects = await listProjects();
  const inUse = categoryIds.filter((id) => projects.some((project) => project.categories.includes(id)));
  const selected = inUse.find((id) => id === category);
  const shown = selected ? projects.filter((project) => project.categories.includes(selected)) : projects;
  return (
    <section aria-labelledby="projects-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-wrap items-center gap-4">
          <h2 id="projects-heading" className="text-2xl font-bold">
            {copy.heading}
          </h2>
          <NewItemLink definition={definition} href={`${LIST_URL}/new`} />
        </div>
        <form method="get" action={LIST_URL} className="flex items-end gap-2">
          <div>
            <label htmlFor="project-category" className="block text-sm font-medium">
              {copy.filterLabel}
            </label>
            <select
              id="project-category"
              name="category"
              defaultValue={selected ?? ''}
              className="mt-1.5 h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-slate-700 dark:bg-slate-950"
            >
              <option value="">{copy.allCategories}</option>
              {inUse.map((id) => (
                <option key={id} value={id}>
                  {categoryLabel(id)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            {copy.filter}
          </button>
        </form>
      </div>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {fill(copy.count, { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <p className="py-16 text-center text-slate-600 dark:text-slate-300">{copy.empty}</p>
      ) : (
        <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
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
    </section>
  );
}
