import { clsx } from 'clsx';
import { notFound } from 'next/navigation';
import { getServiceForEdit, listServices } from '@/server/queries/services';
import { ItemForm, SearchAppearance, ViewOnSite } from '../collection/collection-section';
import type { SectionProps } from '../collection/section-props';
import { adminCopy, fill } from '../copy';
import { serviceDefinition } from './definition';

/**
 * Spec 001 "Services editor": the services as a list of buttons, the chosen one's form beside it (drawn from the
 * services' definition; Publish changes keeps the editor open).
 */
export async function ServicesEditor({ item: serviceId, collections }: SectionProps) {
  const services = await listServices();
  const stored = serviceId ? await getServiceForEdit(serviceId) : undefined;
  if (serviceId && !stored) notFound();
  const copy = adminCopy.services;
  const seoKey = stored && serviceDefinition.seoKeyOf?.(stored.data);
  const publicPath = stored && serviceDefinition.publicPaths(stored.data)[0];

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      <nav aria-label={copy.listLabel}>
        <ul className="flex flex-col gap-1">
          {services.map((service) => (
            <li key={service.id}>
              <a
                href={`/admin/services/${service.id}`}
                aria-current={service.id === serviceId ? 'page' : undefined}
                className={clsx(
                  'block rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ember-600',
                  service.id === serviceId
                    ? 'bg-ember-700 text-white'
                    : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                )}
              >
                {serviceDefinition.titleOf(service)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        {stored ? (
          <>
            <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-xl font-bold">
                {fill(copy.editing, { title: serviceDefinition.titleOf(stored.data) })}
              </h2>
              <span className="flex flex-wrap gap-1">
                {seoKey && <SearchAppearance seoKey={seoKey} />}
                {publicPath && <ViewOnSite path={publicPath} />}
              </span>
            </div>
            <ItemForm definition={serviceDefinition} collections={collections} stored={stored} />
          </>
        ) : (
          <p className="py-16 text-center text-slate-600 dark:text-slate-300">{copy.selectPrompt}</p>
        )}
      </section>
    </div>
  );
}
