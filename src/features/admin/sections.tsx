import type { ReactNode } from 'react';
import type { AdminSession } from '@/server/auth/session';
import { AccountPage } from './account/account-page';
import { ActivityView } from './activity/activity-view';
import { AnalyticsDashboard } from './analytics/analytics-dashboard';
import { blogDefinition } from './blog/definition';
import { CaseStudiesEditor, caseStudyListHref } from './case-studies/case-studies-editor';
import { caseStudyDefinition } from './case-studies/definition';
import { CollectionSection } from './collection/collection-section';
import { LeadsInbox } from './leads/leads-inbox';
import { MediaLibrary } from './media/media-library';
import { clientLogoDefinition } from './pages/client-logos-definition';
import { PagesSection } from './pages/pages-section';
import { socialPlanDefinition } from './pages/social-plans-definition';
import { OverviewView } from './overview/overview-view';
import { PricingEditor } from './pricing/pricing-editor';
import { PrivacyView } from './privacy/privacy-view';
import { projectDefinition } from './projects/definition';
import { ProjectsEditor } from './projects/projects-editor';
import { RedirectsView } from './redirects/redirects-view';
import type { SectionQuery } from './section-query';
import { SeoEditor } from './seo/seo-editor';
import { ServicesEditor } from './services/services-editor';
import { SettingsEditor } from './settings/settings-editor';
import { TestimonialsEditor } from './testimonials/testimonials-editor';
import { TrashView } from './trash/trash-view';
import { TranslationsBoard } from './translations/translations-board';
import { UsersManager } from './users/users-manager';
import { WebhooksView } from './webhooks/webhooks-view';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * What a section gets: the open item (`/admin/<section>/<item>`), the query (filters, tabs) and the session of the
 * person using the panel (for who did what, and what an owner alone may see).
 */
export type SectionEditor = (item: string | undefined, query: SectionQuery, session: AdminSession) => ReactNode;

/**
 * The panel's sections in the order of its tab bar: the six editors of spec 001 (Services, Projects, Case Studies,
 * Testimonials, SEO, Pricing) with the blog after the testimonials and the site settings and the fixed pages' copy after
 * the pricing, then the overview, the leads inbox, the analytics, the redirects, webhooks, people and data requests
 * (owners only), the activity trail and the trash. `account` (the signed-in person's own password) is reached from the header, not the tab bar; the
 * client logos and the social media plans from the Pages section, whose tab stays marked.
 */
export const sectionEditors = {
  services: (item) => <ServicesEditor serviceId={item} />,
  projects: (item, query, session) =>
    item ? (
      <CollectionSection definition={projectDefinition} item={item} query={query} session={session} />
    ) : (
      <ProjectsEditor query={query} />
    ),
  casestudies: (item, query, session) =>
    item ? (
      <CollectionSection
        definition={caseStudyDefinition}
        item={item}
        query={query}
        session={session}
        listHref={caseStudyListHref(first(query.tab))}
        closeOnSave
      />
    ) : (
      <CaseStudiesEditor query={query} />
    ),
  testimonials: (item, query, session) => <TestimonialsEditor item={item} query={query} session={session} />,
  blog: (item, query, session) => (
    <CollectionSection definition={blogDefinition} item={item} query={query} session={session} />
  ),
  seo: (item, query) => <SeoEditor item={item} query={query} />,
  pricing: (item) => <PricingEditor catalogueId={item} />,
  settings: (item) => <SettingsEditor item={item} />,
  pages: (item, query, session) => <PagesSection item={item} query={query} session={session} />,
  clientlogos: (item, query, session) => (
    <CollectionSection definition={clientLogoDefinition} item={item} query={query} session={session} />
  ),
  socialplans: (item, query, session) => (
    <CollectionSection definition={socialPlanDefinition} item={item} query={query} session={session} />
  ),
  media: (item, query) => <MediaLibrary item={item} query={query} />,
  translations: (_item, query) => <TranslationsBoard query={query} />,
  overview: () => <OverviewView />,
  leads: (item, query, session) => <LeadsInbox leadId={item} query={query} session={session} />,
  analytics: (_item, query, session) => <AnalyticsDashboard query={query} session={session} />,
  redirects: (item, query) => <RedirectsView item={item} query={query} />,
  webhooks: (item) => <WebhooksView item={item} />,
  users: (_item, _query, session) => <UsersManager session={session} />,
  privacy: (_item, query) => <PrivacyView query={query} />,
  activity: (_item, query) => <ActivityView query={query} />,
  account: (_item, _query, session) => <AccountPage session={session} />,
  trash: (_item, _query, session) => <TrashView session={session} />,
} as const satisfies Record<string, SectionEditor>;

export type AdminSection = keyof typeof sectionEditors;

const tabs: readonly AdminSection[] = [
  'services',
  'projects',
  'casestudies',
  'testimonials',
  'blog',
  'seo',
  'pricing',
  'settings',
  'pages',
  'media',
  'translations',
  // The overview heads the sections about running the site rather than editing it (it sums up the leads and the
  // activity that follow). Not first: `/admin` opens the services editor, as the specification says, and the first
  // tab should be the page `/admin` shows.
  'overview',
  'leads',
  'analytics',
  'redirects',
  'webhooks',
  'users',
  'privacy',
  'activity',
  'trash',
];

/** Sections only an owner may open (the section checks the role itself, in server code). */
export const ownerSections: ReadonlySet<AdminSection> = new Set(['users', 'redirects', 'webhooks', 'privacy']);

/** The tab marked as current in a section reached from another's page rather than from the tab bar. */
export const tabOf = (section: AdminSection): AdminSection =>
  section === 'clientlogos' || section === 'socialplans' ? 'pages' : section;

/** The tab bar a person sees. */
export function tabSections(role: AdminSession['user']['role']): AdminSection[] {
  return tabs.filter((name) => role === 'owner' || !ownerSections.has(name));
}

export function isAdminSection(value: string): value is AdminSection {
  return Object.hasOwn(sectionEditors, value);
}
