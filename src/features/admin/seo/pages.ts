import 'server-only';
import { pick, type LocalizedText } from '@/content/fields';
import { seoEntrySchema, seoPageKeys } from '@/content/seo-entry';
import { paths } from '@/lib/paths';
import { listBlogPosts } from '@/server/queries/blog-posts';
import { listCaseStudies } from '@/server/queries/case-studies';
import { listProjects } from '@/server/queries/projects';
import { listServices } from '@/server/queries/services';
import copy from '@messages/admin/seo.json';
import type { SeoTab } from './tabs';

/** What a page's first SEO entry starts with: what search engines see of it without one. */
export interface SeoDraft {
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

const limit = (name: 'title' | 'description') =>
  (seoEntrySchema.shape[name].shape.en as unknown as { maxLength: number }).maxLength;

/** A text cut at the last whole word that fits `max` characters (an SEO title or description has a limit). */
export function fitText(text: string, max: number): string {
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

const draftOf = (title: LocalizedText, description: LocalizedText, ogImage: string): SeoDraft => ({
  title: fitted(title, limit('title')),
  description: fitted(description, limit('description')),
  ogImage,
});

/** The pages of one tab, named as the admin knows them (main pages from the copy, the rest by their English title). */
export async function listSeoPages(tab: SeoTab): Promise<SeoPage[]> {
  switch (tab) {
    case 'pages':
      return seoPageKeys.map((key) => ({ id: key, name: copy.pages[key], path: paths[key] }));
    case 'services':
      return (await listServices()).map((s) => ({
        id: `service:${s.id}`,
        name: pick(s.title, 'en'),
        path: paths.service(s.id),
        draft: draftOf(s.title, s.description, s.image),
      }));
    case 'projects':
      return (await listProjects()).map((p) => ({
        id: `project:${p.id}`,
        name: pick(p.title, 'en'),
        path: paths.project(p.id),
        draft: draftOf(p.title, p.shortDescription, p.image ?? DEFAULT_OG_IMAGE),
      }));
    case 'case-studies':
      return (await listCaseStudies()).map((c) => ({
        id: `case-study:${c.id}`,
        name: pick(c.title, 'en'),
        path: paths.caseStudy(c.id),
        draft: draftOf(c.title, c.description, c.image),
      }));
    case 'blog':
      return (await listBlogPosts()).map((post) => ({
        id: `blog:${post.slug}`,
        name: pick(post.title, 'en'),
        path: paths.blogPost(post.slug),
        draft: draftOf(post.title, post.description, post.image),
      }));
  }
}
