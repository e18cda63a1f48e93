import type { ReactNode } from 'react';
import { can, type Right } from '@/lib/roles';
import type { AdminRole } from '@/server/auth/user';
import panelCopy from '@messages/admin/panel.json';
import { AccountPage } from './account/account-page';
import { ActivityView } from './activity/activity-view';
import { AnalyticsDashboard } from './analytics/analytics-dashboard';
import { CaseStudiesEditor } from './case-studies/case-studies-editor';
import { CollectionSection } from './collection/collection-section';
import type { CollectionDefinition } from './collection/definition';
import type { SectionProps } from './collection/section-props';
import { LeadsInbox } from './leads/leads-inbox';
import { MediaLibrary } from './media/media-library';
import { MenusEditor } from './menus/menus-editor';
import { OverviewView } from './overview/overview-view';
import { PagesSection } from './pages/pages-section';
import { PricingEditor } from './pricing/pricing-editor';
import { PrivacyView } from './privacy/privacy-view';
import { ProjectsEditor } from './projects/projects-editor';
import { RedirectsView } from './redirects/redirects-view';
import { collections } from './registry';
import { SeoEditor } from './seo/seo-editor';
import { ServicesEditor } from './services/services-editor';
import { SettingsEditor } from './settings/settings-editor';
import { TestimonialsEditor } from './testimonials/testimonials-editor';
import { TrashView } from './trash/trash-view';
import { TranslationsBoard } from './translations/translations-board';
import { UsersManager } from './users/users-manager';
import { WebhooksView } from './webhooks/webhooks-view';

type SectionView = (props: SectionProps) => ReactNode;
type NavGroup = 'work' | 'content' | 'site' | 'team';

/** A section of the panel: `/admin/<name>[/<item>]`, where its navigation lists it, and who may open it. */
interface Section {
  name: string;
  view: SectionView;
  /** The group of the navigation that lists it; none for a section reached from another page. */
  group?: NavGroup;
  /** The section whose entry stays marked in the navigation while this one is open (a part of Pages). */
  within?: string;
  /**
   * The right a person's role must grant to open it (src/lib/roles.ts), checked by the admin page in server code
   * before the section reads anything; none for what everyone signed in has (the overview, their own account).
   */
  right?: Right | readonly Right[];
}

/**
 * The collection sections whose page is more than the generic list and form (spec 001's own editors: the services'
 * buttons, the category filters and tabs, the cards), each drawing its forms from the collection's definition.
 */
const editors: Readonly<Record<string, SectionView>> = {
  services: ServicesEditor,
  projects: ProjectsEditor,
  casestudies: CaseStudiesEditor,
  testimonials: TestimonialsEditor,
  pages: PagesSection,
  pricing: PricingEditor,
  seo: SeoEditor,
  settings: SettingsEditor,
  menus: MenusEditor,
};

/** Whoever writes content: a contributor, an editor, an owner, and a translator for the texts of their languages. */
const writers = ['draft', 'translate'] as const;

/** One section per collection section of the registry (collections.ts), in its order; the first definition decides. */
function collectionSections(definitions: readonly CollectionDefinition[]): Section[] {
  const sections = new Map<string, Section>();
  for (const definition of definitions) {
    if (sections.has(definition.section)) continue;
    const view = Object.hasOwn(editors, definition.section)
      ? editors[definition.section]!
      : (props: SectionProps) => <CollectionSection definition={definition} {...props} />;
    sections.set(definition.section, { name: definition.section, view, right: writers, ...definition.nav });
  }
  return [...sections.values()];
}

/**
 * The panel's tools: the overview, the leads inbox, the analytics, the media library, the translations board, the
 * redirects, webhooks, people and data requests (owners only), the activity trail, the trash, and the signed-in
 * person's own account (reached from the header).
 */
const tools: Section[] = [
  {
    name: 'overview',
    group: 'work',
    view: ({ session }) => <OverviewView role={session.user.role} />,
  },
  {
    name: 'leads',
    group: 'work',
    right: 'leads',
    view: ({ item, query, session }) => <LeadsInbox leadId={item} query={query} session={session} />,
  },
  {
    name: 'analytics',
    group: 'work',
    right: 'leads',
    view: ({ query, session }) => <AnalyticsDashboard query={query} session={session} />,
  },
  {
    name: 'media',
    group: 'content',
    right: 'draft',
    view: ({ item, query }) => <MediaLibrary item={item} query={query} />,
  },
  { name: 'translations', group: 'site', right: writers, view: ({ query }) => <TranslationsBoard query={query} /> },
  {
    name: 'redirects',
    group: 'site',
    right: 'manage',
    view: ({ item, query }) => <RedirectsView item={item} query={query} />,
  },
  { name: 'webhooks', group: 'site', right: 'manage', view: ({ item }) => <WebhooksView item={item} /> },
  { name: 'users', group: 'team', right: 'manage', view: ({ session }) => <UsersManager session={session} /> },
  { name: 'privacy', group: 'team', right: 'manage', view: ({ query }) => <PrivacyView query={query} /> },
  { name: 'activity', group: 'team', right: 'publish', view: ({ query }) => <ActivityView query={query} /> },
  { name: 'trash', group: 'team', right: 'publish', view: ({ session }) => <TrashView session={session} /> },
  { name: 'account', view: ({ session }) => <AccountPage session={session} /> },
];

const sections: ReadonlyMap<string, Section> = new Map(
  [...collectionSections(collections.all), ...tools].map((section) => [section.name, section]),
);

/** The section of an admin address's first segment, or nothing for a name that is no section's. */
export function sectionNamed(name: string): Section | undefined {
  return sections.get(name);
}

/** The section's name as its navigation shows it (panel.json). */
export function sectionLabel(name: string): string {
  return (panelCopy.tabs as Readonly<Record<string, string>>)[name] ?? name;
}

/** The entry marked in the navigation while a section is open: its own, or that of the section it is a part of. */
export const tabOf = (name: string): string => sections.get(name)?.within ?? name;

/**
 * The navigation a person sees, in groups (a sidebar from `lg` up, the Sections menu below it): first what a day's work
 * starts with (the Overview, which `/admin` and a sign-in open, the leads and the analytics), then the content, the
 * site's settings, and the team's records; each group with the sections the person's role may open.
 */
export function navFor(role: AdminRole): { name: NavGroup; sections: string[] }[] {
  const groups: NavGroup[] = ['work', 'content', 'site', 'team'];
  return groups
    .map((group) => ({
      name: group,
      sections: [...sections.values()]
        .filter((section) => section.group === group && (!section.right || can(role, section.right)))
        .map((section) => section.name),
    }))
    .filter((group) => group.sections.length > 0);
}
