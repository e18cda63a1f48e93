import type { ReactNode } from 'react';
import { CaseStudiesEditor } from './case-studies/case-studies-editor';
import { PricingEditor } from './pricing/pricing-editor';
import { ProjectsEditor } from './projects/projects-editor';
import { SeoEditor } from './seo/seo-editor';
import { ServicesEditor } from './services/services-editor';
import { TestimonialsEditor } from './testimonials/testimonials-editor';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** What an editor gets from the URL: the open item (`/admin/<section>/<item>`) and the query (filters, tabs). */
export type SectionEditor = (item?: string, query?: Record<string, string | string[] | undefined>) => ReactNode;

/**
 * The panel's editors in the order of its tab bar (spec 001: Services, Projects, Case Studies, Testimonials, SEO,
 * Pricing), each rendering its list and, when the URL names one, the open item (`/admin/<section>/<item>`).
 */
export const sectionEditors = {
  services: (item?: string): ReactNode => <ServicesEditor serviceId={item} />,
  projects: (item, query) => <ProjectsEditor projectId={item} category={first(query?.category)} />,
  casestudies: (item, query) => <CaseStudiesEditor caseStudyId={item} tab={first(query?.tab)} />,
  testimonials: (item) => <TestimonialsEditor item={item} />,
  seo: (item, query) => <SeoEditor item={item} query={query} />,
  pricing: (item) => <PricingEditor catalogueId={item} />,
} as const satisfies Record<string, SectionEditor>;

export type AdminSection = keyof typeof sectionEditors;
export const adminSections = Object.keys(sectionEditors) as AdminSection[];

export function isAdminSection(value: string): value is AdminSection {
  return Object.hasOwn(sectionEditors, value);
}
