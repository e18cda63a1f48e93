import copy from '@messages/admin/seo.json';
import type { Collections } from '../collection/section-props';
import { listSeoPages } from './pages';
import { SeoForm } from './seo-form-client';
import { seoFormProps } from './seo-form-props';
import { tabOf } from './tabs';

/**
 * An item's search appearance in its editor's side panel: the SEO editor's own form for the item's page (title tag,
 * meta description, noindex, canonical address, the search-result preview), saved as that page's SEO entry. A draft
 * not published yet has one too, so its listing is ready when it goes live.
 */
export async function ItemSeoPanel({ seoKey, collections }: { seoKey: string; collections: Collections }) {
  const page = (await listSeoPages(tabOf(seoKey))).find((candidate) => candidate.id === seoKey);
  const form =
    page && (await seoFormProps(page, `/admin/seo/${encodeURIComponent(seoKey)}`, collections, { inPanel: true }));
  if (!form) return null;
  return (
    <section aria-labelledby="seo-panel-heading" className="mt-10 border-t border-slate-200 pt-6 dark:border-slate-800">
      <h3 id="seo-panel-heading" className="text-lg font-semibold">
        {copy.panel}
      </h3>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-300">{copy.panelIntro}</p>
      <SeoForm {...form} key={form.key} />
    </section>
  );
}
