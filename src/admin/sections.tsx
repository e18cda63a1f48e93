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
 * The panel's sections: the six editors of spec 001 (Services, Projects, Case Studies, Testimonials, SEO, Pricing), the
 * blog, the site settings and the fixed pages' copy, the overview, the leads inbox, the analytics, the redirects,
 * webhooks, people and data requests (owners only), the activity trail and the trash (`navGroups` orders them).
 * `account` (the signed-in person's own password) is reached from the header; the client logos and the social media
 * plans from the Pages section, which stays marked.
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
  overview: (_item, _query, session) => <OverviewView owner={session.user.role === 'owner'} />,
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

/**
 * The panel's navigation, in groups (a sidebar from `lg` up, the Sections menu below it): first what a day's work starts
 * with (the Overview, which `/admin` and a sign-in open, the leads and the analytics), then the content, the site's
 * settings, and the team's records.
 */
const navGroups = [
  { name: 'work', sections: ['overview', 'leads', 'analytics'] },
  {
    name: 'content',
    sections: ['services', 'projects', 'casestudies', 'testimonials', 'blog', 'pages', 'pricing', 'media'],
  },
  { name: 'site', sections: ['seo', 'translations', 'settings', 'redirects', 'webhooks'] },
  { name: 'team', sections: ['users', 'privacy', 'activity', 'trash'] },
] as const satisfies readonly { name: string; sections: readonly AdminSection[] }[];

type NavGroup = (typeof navGroups)[number]['name'];

/** Sections only an owner may open (the section checks the role itself, in server code). */
const ownerSections: ReadonlySet<AdminSection> = new Set(['users', 'redirects', 'webhooks', 'privacy']);

/** The tab marked as current in a section reached from another's page rather than from the tab bar. */
export const tabOf = (section: AdminSection): AdminSection =>
  section === 'clientlogos' || section === 'socialplans' ? 'pages' : section;

/** The navigation a person sees: each group with the sections their role may open. */
export function navFor(role: AdminSession['user']['role']): { name: NavGroup; sections: AdminSection[] }[] {
  return navGroups
    .map((group) => ({
      name: group.name,
      sections: group.sections.filter((name: AdminSection) => role === 'owner' || !ownerSections.has(name)),
    }))
    .filter((group) => group.sections.length > 0);
}

export function isAdminSection(value: string): value is AdminSection {
  return Object.hasOwn(sectionEditors, value);
}
