import type { Locale } from '@/lib/locales';
import type { TranslationFile } from '../../translations';
import esSite from './es/site.json';
import esPages from './es/pages.json';
import esPagesLegal from './es/pages-legal.json';
import esServices from './es/services.json';
import esProjectsA from './es/projects-a.json';
import esProjectsB from './es/projects-b.json';
import esCaseStudies from './es/case-studies.json';
import esTestimonials from './es/testimonials.json';
import esClientLogos from './es/client-logos.json';
import esBlogPosts from './es/blog-posts.json';
import esPricing from './es/pricing.json';
import esSocialPlans from './es/social-plans.json';
import esSeoPages from './es/seo-pages.json';
import deSite from './de/site.json';
import dePages from './de/pages.json';
import dePagesLegal from './de/pages-legal.json';
import deServices from './de/services.json';
import deProjectsA from './de/projects-a.json';
import deProjectsB from './de/projects-b.json';
import deCaseStudies from './de/case-studies.json';
import deTestimonials from './de/testimonials.json';
import deClientLogos from './de/client-logos.json';
import deBlogPosts from './de/blog-posts.json';
import dePricing from './de/pricing.json';
import deSocialPlans from './de/social-plans.json';
import deSeoPages from './de/seo-pages.json';
import arSite from './ar/site.json';
import arPages from './ar/pages.json';
import arPagesLegal from './ar/pages-legal.json';
import arServices from './ar/services.json';
import arProjectsA from './ar/projects-a.json';
import arProjectsB from './ar/projects-b.json';
import arCaseStudies from './ar/case-studies.json';
import arTestimonials from './ar/testimonials.json';
import arClientLogos from './ar/client-logos.json';
import arBlogPosts from './ar/blog-posts.json';
import arPricing from './ar/pricing.json';
import arSocialPlans from './ar/social-plans.json';
import arSeoPages from './ar/seo-pages.json';
import esLandingPages from './es/landing-pages.json';
import deLandingPages from './de/landing-pages.json';
import arLandingPages from './ar/landing-pages.json';
import esMenus from './es/menus.json';
import esPagesBlocks from './es/pages-blocks.json';
import deMenus from './de/menus.json';
import dePagesBlocks from './de/pages-blocks.json';
import arMenus from './ar/menus.json';
import arPagesBlocks from './ar/pages-blocks.json';

type FileName =
  | 'site'
  | 'pages'
  | 'pages-blocks'
  | 'pages-legal'
  | 'services'
  | 'projects-a'
  | 'projects-b'
  | 'case-studies'
  | 'testimonials'
  | 'client-logos'
  | 'blog-posts'
  | 'pricing'
  | 'social-plans'
  | 'seo-pages'
  | 'landing-pages'
  | 'menus';

/** The translations of each seed file, per language (JSON files written by translators, checked by seed.test.ts). */
export const seedTranslations: Record<FileName, Partial<Record<Exclude<Locale, 'en'>, TranslationFile>>> = {
  site: { es: esSite, de: deSite, ar: arSite },
  pages: { es: esPages, de: dePages, ar: arPages },
  'pages-blocks': { es: esPagesBlocks, de: dePagesBlocks, ar: arPagesBlocks },
  'pages-legal': { es: esPagesLegal, de: dePagesLegal, ar: arPagesLegal },
  services: { es: esServices, de: deServices, ar: arServices },
  'projects-a': { es: esProjectsA, de: deProjectsA, ar: arProjectsA },
  'projects-b': { es: esProjectsB, de: deProjectsB, ar: arProjectsB },
  'case-studies': { es: esCaseStudies, de: deCaseStudies, ar: arCaseStudies },
  testimonials: { es: esTestimonials, de: deTestimonials, ar: arTestimonials },
  'client-logos': { es: esClientLogos, de: deClientLogos, ar: arClientLogos },
  'blog-posts': { es: esBlogPosts, de: deBlogPosts, ar: arBlogPosts },
  pricing: { es: esPricing, de: dePricing, ar: arPricing },
  'social-plans': { es: esSocialPlans, de: deSocialPlans, ar: arSocialPlans },
  'seo-pages': { es: esSeoPages, de: deSeoPages, ar: arSeoPages },
  'landing-pages': { es: esLandingPages, de: deLandingPages, ar: arLandingPages },
  menus: { es: esMenus, de: deMenus, ar: arMenus },
};
