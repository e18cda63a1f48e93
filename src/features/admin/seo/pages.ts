import 'server-only';
import { pick } from '@/content/fields';
import { seoPageKeys } from '@/content/seo-entry';
import { paths } from '@/lib/paths';
import { listCaseStudies } from '@/server/queries/case-studies';
import { listProjects } from '@/server/queries/projects';
import { listServices } from '@/server/queries/services';
import copy from '../../../../messages/admin/seo.json';
import type { SeoTab } from './tabs';

/** A page whose SEO entry the editor can open: its entry key, its readable name and its public path. */
export interface SeoPage {
  id: string;
  name: string;
  path: string;
}

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
      }));
    case 'projects':
      return (await listProjects()).map((p) => ({
        id: `project:${p.id}`,
        name: pick(p.title, 'en'),
        path: paths.project(p.id),
      }));
    case 'case-studies':
      return (await listCaseStudies()).map((c) => ({
        id: `case-study:${c.id}`,
        name: pick(c.title, 'en'),
        path: paths.caseStudy(c.id),
      }));
  }
}
