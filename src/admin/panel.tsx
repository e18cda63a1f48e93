import type { ReactNode } from 'react';
import { LogOut, UserRound } from '@/components/icons';
import { Toaster } from '@/components/ui/toast-client';
import { toastClassNames } from '@/components/ui/toast-classes';
import { ThemeToggleFace } from '@/components/site/shell-icons';
import { ThemeToggle } from '@/components/site/theme-toggle-client';
import { buttonVariants } from '@/components/ui/button';
import { adminPaths } from '@/lib/admin-paths';
import { paths } from '@/lib/paths';
import { getDb } from '@/server/db';
import { adminCopy, fill } from './copy';
import { editorIcons } from './editor-icons';
import { can, rightsOf } from '@/lib/roles';
import type { AdminUser } from '@/server/auth/user';
import { RightsProvider } from './rights-client';
import { countNewLeads } from '@/server/leads/inbox';
import { SectionMenuNav, SectionSidebar } from './section-nav';
import { AdminTimeZone } from './time-zone-client';
import { adminTimeZone } from '@/lib/admin-time';
import { tabOf } from './sections';

/** Title, subtitle, who is signed in, View Site, theme and logout, the sections (new leads counted), then the section. */
export async function AdminPanel({
  section,
  user,
  zoneChosen = false,
  children,
}: {
  section: string;
  user: AdminUser;
  /** The person chose their time zone on the Account page: the browser's is not asked for. */
  zoneChosen?: boolean;
  children: ReactNode;
}) {
  const copy = adminCopy.panel;
  // Counted only for a role that works leads: no one else is shown the inbox.
  const newLeads = can(user.role, 'leads') ? await countNewLeads(getDb()) : 0;
  return (
    <div className="relative min-h-dvh">
      {/* The first tab stop: past the header and the sections' navigation, straight to the section's content. */}
      <a
        href="#admin-main"
        className="sr-only rounded-md bg-ember-700 px-3 py-2 text-white focus:not-sr-only focus:absolute focus:start-4 focus:top-3 focus:z-50"
      >
        {copy.skipToContent}
      </a>
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-3 px-4 py-4 sm:px-6 lg:px-8">
          <div className="me-auto">
            <h1 className="text-2xl font-bold tracking-tight">{copy.title}</h1>
            <p className="text-sm text-slate-600 dark:text-slate-300">{copy.subtitle}</p>
          </div>
          <div className="flex items-center gap-2">
            <a
              href={adminPaths.account}
              aria-current={section === 'account' ? 'page' : undefined}
              className={buttonVariants({ variant: 'ghost', size: 'sm' })}
              title={copy.account}
            >
              <UserRound aria-hidden="true" />
              <span className="max-w-40 truncate">{user.name}</span>
              <span className="sr-only">{fill(copy.accountRole, { role: adminCopy.roles.names[user.role] })}</span>
            </a>
            <a href={paths.home} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
              {copy.viewSite}
            </a>
            <ThemeToggle className={buttonVariants({ variant: 'ghost', size: 'icon' })}>
              <ThemeToggleFace toDark={copy.toDark} toLight={copy.toLight} />
            </ThemeToggle>
            <form action="/api/admin/logout" method="post">
              <button type="submit" className={buttonVariants({ variant: 'ghost', size: 'icon' })} title={copy.logout}>
                <LogOut aria-hidden="true" />
                <span className="sr-only">{copy.logout}</span>
              </button>
            </form>
          </div>
        </div>
        <SectionMenuNav section={tabOf(section)} role={user.role} newLeads={newLeads} />
      </header>
      <div className="mx-auto max-w-screen-2xl gap-8 px-4 sm:px-6 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:px-8">
        <SectionSidebar section={tabOf(section)} role={user.role} newLeads={newLeads} />
        <main id="admin-main" tabIndex={-1} className="min-w-0 py-8 focus:outline-none">
          <AdminTimeZone zone={adminTimeZone()} chosen={zoneChosen}>
            <RightsProvider
              rights={{
                ...rightsOf(user.role),
                languages: user.languages ?? null,
                publishesLanguages: user.publishesLanguages ?? false,
                userId: user.id,
              }}
            >
              {children}
            </RightsProvider>
          </AdminTimeZone>
        </main>
      </div>
      {/* One toast region for every editor: it stays mounted when an editor closes after saving. */}
      <Toaster closeLabel={adminCopy.editor.closeToast} icons={editorIcons()} classNames={toastClassNames} />
    </div>
  );
}
