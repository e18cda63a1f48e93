import type { SeedFile } from '..';
import blogPosts from './blog-posts';
import caseStudies from './case-studies';
import clientLogos from './client-logos';
import landingPages from './landing-pages';
import menus from './menus';
import legalPages from './pages-legal';
import pages from './pages';
import pagesBlocks from './pages-blocks';
import pricing from './pricing';
import projectsA from './projects-a';
import projectsB from './projects-b';
import seoPages from './seo-pages';
import services from './services';
import site from './site';
import socialPlans from './social-plans';
import testimonials from './testimonials';

/** The English seed, by file name (the translation files under translations/<locale>/ carry the same names). */
export const englishSeed = {
  site,
  pages,
  'pages-blocks': pagesBlocks,
  'pages-legal': legalPages,
  services,
  'projects-a': projectsA,
  'projects-b': projectsB,
  'case-studies': caseStudies,
  testimonials,
  'client-logos': clientLogos,
  'blog-posts': blogPosts,
  pricing,
  'social-plans': socialPlans,
  'seo-pages': seoPages,
  'landing-pages': landingPages,
  menus,
} satisfies Record<string, SeedFile>;

export type SeedFileName = keyof typeof englishSeed;
