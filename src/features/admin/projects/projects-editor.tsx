import { clsx } from 'clsx';
import { notFound } from 'next/navigation';
import { ArrowLeft } from '@/components/icons';
import { Picture } from '@/components/site/picture';
import { buttonVariants } from '@/components/ui/button';
import { categoryIds, type CategoryId } from '@/content/categories';
import { pick } from '@/content/fields';
import { getDb } from '@/server/db';
import { documentHistory } from '@/server/queries/history';
import { getProjectForEdit, listProjects } from '@/server/queries/projects';
import editorCopy from '../../../../messages/admin/editor.json';
import projectsCopy from '../../../../messages/admin/projects.json';
import { pickFields } from '../editor-actions';
import { editorIcons } from '../editor-icons';
import { fill } from '../fill';
import type { AdminSession } from '@/server/auth/session';
import type { CollectionDefinition } from '../collection/definition';
import { ItemActionsFor, NewItemLink } from '../collection/collection-list';
import { restoreProjectAction, saveProjectAction } from './actions';
import { projectDefinition } from './definition';
import { ProjectForm } from './project-form-client';
import { projectEditSchema } from './schema';

const categoryLabel = (id: CategoryId) => editorCopy.categories[id];
const LIST_URL = '/admin/projects';

/**
 * Spec 001 "Projects editor": heading Projects, a "Filter by category" choice of All Categories and each category in
 * use (kept in the URL), a grid of cards (image, title, category); a card opens the project's form with Back to List.
 */
export async function ProjectsEditor({
  projectId,
  category,
  session,
}: {
  projectId?: string;
  category?: string;
  session: AdminSession;
}) {
  const definition = projectDefinition as unknown as CollectionDefinition;
  const copy = projectsCopy;
  if (projectId) {
    const stored = /^\d{1,6}$/.test(projectId) ? await getProjectForEdit(projectId) : undefined;
    if (!stored) notFound();
    const title = pick(stored.data.title, 'en');
    return (
      <section className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <a href={LIST_URL} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
          {editorCopy.backToList}
        </a>
        <h2 className="mt-4 text-xl font-bold">{fill(copy.editing, { title })}</h2>
        <div className="mt-4 mb-6">
          <ItemActionsFor
            definition={definition}
            id={String(stored.data.id)}
            version={stored.version}
            title={title}
            session={session}
            listHref={LIST_URL}
          />
        </div>
        <ProjectForm
          key={`${stored.data.id}-${stored.version}`}
          id={String(stored.data.id)}
          version={stored.version}
          values={pickFields(projectEditSchema, stored.data)}
          showGallery={stored.data.gallery.length > 0}
          history={await documentHistory(getDb(), 'projects', String(stored.data.id), stored)}
          icons={editorIcons()}
          save={saveProjectAction}
          restore={restoreProjectAction}
        />
      </section>
    );
  }

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
