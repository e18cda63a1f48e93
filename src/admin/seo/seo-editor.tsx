import { clsx } from 'clsx';
import { notFound } from 'next/navigation';
import { seoKey } from '@/content/seo-entry';
import copy from '@messages/admin/seo.json';
import type { SectionProps } from '../collection/section-props';
import { fill } from '../copy';
import { LeaveGuard } from './leave-guard-client';
import { listSeoPages } from './pages';
import { SeoForm } from './seo-form-client';
import { seoFormProps } from './seo-form-props';
import { SeoPicker } from './seo-picker-client';
import { isSeoTab, seoTabHref, seoTabs, tabOf } from './tabs';

/** The entry key named by the URL segment, whether the colon came as it is or percent-encoded. */
function entryKey(segment: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  return seoKey.safeParse(decoded).success ? decoded : undefined;
}

/**
 * Spec 001 "SEO editor": tabs for the kinds of page, a dropdown of the tab's pages by title, and the chosen page's
 * entry. `/admin/seo?tab=<tab>` is a tab with nothing chosen, `/admin/seo/<key>` a chosen page (its tab follows).
 */
export async function SeoEditor({ item, query, collections }: SectionProps) {
  const id = item === undefined ? undefined : entryKey(item);
  if (item !== undefined && !id) notFound();
  const tab = id ? tabOf(id) : isSeoTab(query?.tab) ? query.tab : 'pages';
  const pages = await listSeoPages(tab);
  const page = id ? pages.find((candidate) => candidate.id === id) : undefined;
  if (id && !page) notFound();
  const form = page && (await seoFormProps(page, seoTabHref(tab), collections));
  return (
    <div className="space-y-6">
      <nav aria-label={copy.tabsLabel}>
        <ul className="flex flex-wrap gap-2">
          {seoTabs.map((name) => (
            <li key={name}>
              <a
                href={seoTabHref(name)}
                aria-current={name === tab ? 'true' : undefined}
                className={clsx(
                  'inline-block rounded-full border px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-600',
                  name === tab
                    ? 'border-ember-700 bg-ember-700 text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
                )}
              >
                {copy.tabs[name]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <LeaveGuard>
        <SeoPicker pages={pages.map(({ id, name }) => ({ id, name }))} selected={page?.id} />
        <section className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          {page && form ? (
            <>
              <h2 className="mb-6 text-xl font-bold">{fill(copy.editing, { page: page.name })}</h2>
              {!form.hasEntry && (
                <p className="-mt-3 mb-6 text-sm text-slate-600 dark:text-slate-300">
                  {fill(copy.noEntry, { page: page.name })}
                </p>
              )}
              <SeoForm {...form} key={form.key} />
            </>
          ) : (
            <p className="py-16 text-center text-slate-600 dark:text-slate-300">
              {page ? fill(copy.noEntry, { page: page.name }) : copy.selectPrompt}
            </p>
          )}
        </section>
      </LeaveGuard>
    </div>
  );
}
