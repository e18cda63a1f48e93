/** The SEO editor's tabs (spec 001: Main Pages, Services, Projects, Case Studies; and the blog), as in its URLs. */
export const seoTabs = ['pages', 'services', 'projects', 'case-studies', 'blog'] as const;
export type SeoTab = (typeof seoTabs)[number];

export function isSeoTab(value: unknown): value is SeoTab {
  return typeof value === 'string' && (seoTabs as readonly string[]).includes(value);
}

/** The tab an entry belongs to, read from its key (`service:web3` → services, `about` → pages). */
export function tabOf(id: string): SeoTab {
  if (id.startsWith('service:')) return 'services';
  if (id.startsWith('project:')) return 'projects';
  if (id.startsWith('case-study:')) return 'case-studies';
  if (id.startsWith('blog:')) return 'blog';
  return 'pages';
}

/**
 * A tab with nothing chosen is `/admin/seo?tab=<tab>`; a chosen page is `/admin/seo/<key>`, its tab following from the
 * key. Keys hold only letters, digits, hyphens and a colon, all valid in a path segment as they are, so the URL reads
 * `/admin/seo/service:web3` and a reload or Back brings the same tab and page.
 */
export const seoTabHref = (tab: SeoTab) => (tab === 'pages' ? '/admin/seo' : `/admin/seo?tab=${tab}`);
export const seoEntryHref = (id: string) => `/admin/seo/${id}`;
