import 'server-only';
import { pick, type LocalizedText } from '@/content/fields';
import { leadOf } from '@/content/landing-page';
import { seoEntrySchema, seoPageKeys } from '@/content/seo-entry';
import { paths } from '@/lib/paths';
import { listBlogPosts } from '@/server/queries/blog-posts';
import { listCaseStudies } from '@/server/queries/case-studies';
import { listProjects } from '@/server/queries/projects';
import { listServices } from '@/server/queries/services';
import { getDb } from '@/server/db';
import { unpublishedDrafts } from '@/server/queries/drafts';
import { listDocuments } from '@/server/queries/documents';
import { fill } from '../fill';
import copy from '@messages/admin/seo.json';
import type { SeoTab } from './tabs';

/** What a page's first SEO entry starts with: what search engines see of it without one. */
interface SeoDraft {
  title: LocalizedText;
  description: LocalizedText;
  ogImage: string;
}

/** A page whose SEO entry the editor can open: its entry key, its readable name and its public path. */
export interface SeoPage {
  id: string;
  name: string;
  path: string;
  /** For an item's page: the entry a new one starts from. */
  draft?: SeoDraft;
}

/** The sharing image of a page that names none (as the public pages' metadata falls back to). */
const DEFAULT_OG_IMAGE = '/images/og/default.png';

const limit = (name: 'title' | 'description') => seoEntrySchema.shape[name].shape.en.maxLength ?? Infinity;

/** A text cut at the last whole word that fits `max` characters (an SEO title or description has a limit). */
function fitText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const end = cut.lastIndexOf(' ');
  return (end > max / 2 ? cut.slice(0, end) : clean.slice(0, max)).replace(/[\s,;:.–—-]+$/, '');
}

const fitted = (text: LocalizedText, max: number): LocalizedText =>
  Object.fromEntries(
    Object.entries(text).flatMap(([locale, value]) => (value ? [[locale, fitText(value, max)]] : [])),
  ) as LocalizedText;

// A draft may still lack its description (src/lib/draft-rules.ts): its entry then starts without one.
const draftOf = (title: LocalizedText, description: LocalizedText | undefined, ogImage: string): SeoDraft => ({
  title: fitted(title, limit('title')),
  description: fitted(description ?? { en: '' }, limit('description')),
  ogImage: ogImage || DEFAULT_OG_IMAGE,
});

/**
 * The items of a collection as SEO pages: the published ones, then those kept as drafts and not on the site yet, whose
 * search appearance can be set before they are published.
 */
async function itemPages<C extends 'projects' | 'caseStudies' | 'blogPosts' | 'landingPages', T>(
  collection: C,
  published: readonly T[],
  page: (item: T) => SeoPage,
): Promise<SeoPage[]> {
  const drafts = (await unpublishedDrafts(getDb(), collection)).map((draft) => {
    const shown = page(draft.data as T);
    return { ...shown, name: fill(copy.draftName, { title: shown.name }) };
  });
  return [...published.map(page), ...drafts];
}

/** The pages of one tab, named as the admin knows them (main pages from the copy, the rest by their English title). */
export async function listSeoPages(tab: SeoTab): Promise<SeoPage[]> {
  switch (tab) {
    case 'pages':
      return [
        ...seoPageKeys.map((key) => ({ id: key, name: copy.pages[key], path: paths[key] })),
        // The pages built from blocks: what search engines see of one without an entry is its title.
        ...(await itemPages('landingPages', await listDocuments(getDb(), 'landingPages'), (page) => ({
          id: `page:${page.id}`,
          name: pick(page.title, 'en'),
          path: paths.landingPage(page.id),
          draft: draftOf(page.title, leadOf(page), DEFAULT_OG_IMAGE),
        }))),
      ];
    case 'services':
      return (await listServices()).map((s) => ({
        id: `service:${s.id}`,
        name: pick(s.title, 'en'),
        path: paths.service(s.id),
        draft: draftOf(s.title, s.description, s.image),
      }));
    case 'projects':
      return itemPages('projects', await listProjects(), (p) => ({
        id: `project:${p.id}`,
        name: pick(p.title, 'en'),
        path: paths.project(p.id),
        draft: draftOf(p.title, p.shortDescription, p.image ?? DEFAULT_OG_IMAGE),
      }));
    case 'case-studies':
      return itemPages('caseStudies', await listCaseStudies(), (c) => ({
        id: `case-study:${c.id}`,
        name: pick(c.title, 'en'),
        path: paths.caseStudy(c.id),
        draft: draftOf(c.title, c.description, c.image),
      }));
    case 'blog':
      return itemPages('blogPosts', await listBlogPosts(), (post) => ({
        id: `blog:${post.slug}`,
        name: pick(post.title, 'en'),
        path: paths.blogPost(post.slug),
        draft: draftOf(post.title, post.description, post.image),
      }));
  }
}
