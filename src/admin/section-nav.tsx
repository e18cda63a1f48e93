import { clsx } from 'clsx';
import { ChevronDown, Menu } from '@/components/icons';
import type { AdminUser } from '@/server/auth/user';
import { adminCopy } from './copy';
import { SectionMenu } from './section-menu-client';
import { navFor, sectionLabel } from './sections';

const copy = adminCopy.panel;

interface NavProps {
  section: string;
  role: AdminUser['role'];
  newLeads: number;
}

function NewLeads({ count }: { count: number }) {
  return (
    <span className="ms-auto rounded-full bg-ember-700 px-2 py-0.5 text-xs font-bold text-white">
      {count}
      <span className="sr-only"> {copy.newLeads}</span>
    </span>
  );
}

/** Every section a person may open, in its groups, the current one marked (and the count of new leads beside Leads). */
function SectionLinks({ section, role, newLeads, columns }: NavProps & { columns?: boolean }) {
  return (
    <div className={clsx('grid', columns ? 'gap-5 sm:grid-cols-2' : 'gap-4')}>
      {navFor(role).map((group) => (
        <div key={group.name}>
          <p
            id={`nav-${group.name}-${columns ? 'menu' : 'side'}`}
            className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400"
          >
            {copy.groups[group.name]}
          </p>
          <ul aria-labelledby={`nav-${group.name}-${columns ? 'menu' : 'side'}`} className="mt-1 grid">
            {group.sections.map((name) => (
              <li key={name}>
                <a
                  href={`/admin/${name}`}
                  aria-current={name === section ? 'page' : undefined}
                  className={clsx(
                    // A finger's height in the phone menu; compact in the sidebar, so all 20 fit beside the page on a laptop.
                    'flex items-center gap-2 rounded-lg border-s-4 px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-ember-600',
                    columns ? 'min-h-10' : 'min-h-8',
                    name === section
                      ? 'border-ember-600 bg-ember-50 text-ember-800 dark:bg-ember-800/30 dark:text-ember-100'
                      : 'border-transparent text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                  )}
                >
                  {sectionLabel(name)}
                  {name === 'leads' && newLeads > 0 && <NewLeads count={newLeads} />}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/**
 * Below `lg`: a "Sections" menu in the header that lists every section in its groups, the current one named on its
 * button. Hidden from `lg` up, where the sidebar shows them.
 */
export function SectionMenuNav(props: NavProps) {
  return (
    <nav aria-label={copy.tabsLabel} className="mx-auto max-w-7xl px-4 sm:px-6 lg:hidden">
      <SectionMenu
        className="group pb-3"
        summaryClassName="flex h-11 cursor-pointer list-none items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-600 dark:border-slate-700 [&::-webkit-details-marker]:hidden"
        summary={
          <>
            <Menu aria-hidden="true" className="size-4" />
            {copy.menu}
            <span className="ms-auto truncate font-normal text-slate-600 dark:text-slate-300">
              {sectionLabel(props.section)}
            </span>
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
          </>
        }
      >
        <div className="mt-3">
          <SectionLinks {...props} columns />
        </div>
      </SectionMenu>
    </nav>
  );
}

/** From `lg` up: every section in its groups, in a sidebar beside the section that stays in view while it scrolls. */
export function SectionSidebar(props: NavProps) {
  return (
    <nav aria-label={copy.tabsLabel} className="hidden pt-8 lg:block">
      <div className="sticky top-4 max-h-[calc(100dvh-2rem)] overflow-y-auto pb-4">
        <SectionLinks {...props} />
      </div>
    </nav>
  );
}
