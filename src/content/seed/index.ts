import type { SeedFile } from '..';
import blogPosts from './blog-posts';
import caseStudies from './case-studies';
import clientLogos from './client-logos';
import legalPages from './pages-legal';
import pages from './pages';
import pricing from './pricing';
import projectsA from './projects-a';
import projectsB from './projects-b';
import seoPages from './seo-pages';
import services from './services';
import site from './site';
import socialPlans from './social-plans';
import testimonials from './testimonials';

/** Every seed file, loaded on an empty database and on each start (see server/db/seed.ts for the rules). */
export const seedFiles: SeedFile[] = [
  site,
  pages,
  legalPages,
  services,
  projectsA,
  projectsB,
  caseStudies,
  testimonials,
  clientLogos,
  blogPosts,
  pricing,
  socialPlans,
  seoPages,
];
