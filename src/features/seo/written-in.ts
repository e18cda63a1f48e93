import type { BlogPost } from '@/content/blog-post';
import type { CaseStudy } from '@/content/case-study';
import type { LandingPage } from '@/content/landing-page';
import type { Project } from '@/content/project';
import type { Service } from '@/content/service';
import { languagesOf } from '@/content/translations';
import type { Locale } from '@/lib/locales';

/**
 * The languages a detail page's main content is written in: its title and the texts that make up the page. A page
 * is listed (sitemap, hreflang) and canonical in those languages only; elsewhere it shows that content in English.
 */
export const writtenIn = {
  project: (p: Project): Locale[] => languagesOf([p.title, p.shortDescription, p.longDescription]),
  service: (s: Service): Locale[] => languagesOf([s.title, s.description, s.overview]),
  caseStudy: (c: CaseStudy): Locale[] => languagesOf([c.title, c.description, c.challenge, c.solution, c.results]),
  blogPost: (b: BlogPost): Locale[] => languagesOf([b.title, b.description, b.content]),
  /** A page built from blocks: its title and the heading of each block it shows. */
  landingPage: (p: LandingPage): Locale[] =>
    languagesOf([
      p.title,
      ...p.blocks.flatMap((block) => (!block.hidden && 'heading' in block ? [block.heading] : [])),
    ]),
};
