import type { CollectionName, DocumentOf } from '@/content';
import { paths } from '@/lib/paths';

/** The collections whose items have a page of their own, and its path. */
const itemPage: { [C in CollectionName]?: (doc: DocumentOf<C>) => string } = {
  services: (service) => paths.service(service.id),
  projects: (project) => paths.project(project.id),
  caseStudies: (study) => paths.caseStudy(study.id),
  blogPosts: (post) => paths.blogPost(post.slug),
  landingPages: (page) => paths.landingPage(page.id),
};

/** Whether a collection's items have pages of their own. */
export const hasItemPages = (collection: CollectionName) => itemPage[collection] !== undefined;

/** The public addresses of a document, without a language prefix (none for a testimonial: it has no page). */
export function publicPathsOf<C extends CollectionName>(collection: C, data: DocumentOf<C>): string[] {
  const page = itemPage[collection];
  return page ? [page(data)] : [];
}
