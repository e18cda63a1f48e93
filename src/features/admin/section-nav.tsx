import { clsx } from 'clsx';
import { ChevronDown, Menu } from '@/components/icons';
import type { AdminUser } from '@/server/auth/user';
import { adminCopy } from './copy';
import { SectionMenu } from './section-menu-client';
import { tabSections, type AdminSection } from './sections';

const copy = adminCopy.panel;

function NewLeads({ count }: { count: number }) {
  return (
    <span className="ms-2 rounded-full bg-ember-700 px-2 py-0.5 text-xs font-bold text-white">
      {count}
      <span className="sr-only"> {copy.newLeads}</span>
    </span>
  );
}

/**
 * The panel's sections. From `lg` up, the tab bar of spec 001 (scrolling sideways if it must); below it, where a dozen
 * tabs cannot fit, a "Sections" menu that lists every one with the current section marked.
 */
export function SectionNav({
  section,
  role,
  newLeads,
}: {
  section: AdminSection;
  role: AdminUser['role'];
  newLeads: number;
}) {
  const sections = tabSections(role);
  const badge = (name: AdminSection) => name === 'leads' && newLeads > 0 && <NewLeads count={newLeads} />;

  return (
    <nav aria-label={copy.tabsLabel} className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <SectionMenu
        className="group pb-3 lg:hidden"
        summaryClassName="flex h-11 cursor-pointer list-none items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-600 dark:border-slate-700 [&::-webkit-details-marker]:hidden"
        summary={
          <>
            <Menu aria-hidden="true" className="size-4" />
            {copy.menu}
            <span className="ms-auto truncate font-normal text-slate-600 dark:text-slate-300">
              {copy.tabs[section]}
            </span>
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
          </>
        }
      >
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {sections.map((name) => (
            <li key={name}>
              <a
                href={`/admin/${name}`}
                aria-current={name === section ? 'page' : undefined}
                className={clsx(
                  'flex min-h-11 items-center rounded-lg border-s-4 px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-ember-600',
                  name === section
                    ? 'border-ember-600 bg-ember-50 text-ember-800 dark:bg-ember-800/30 dark:text-ember-100'
                    : 'border-transparent text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                )}
              >
                {copy.tabs[name]}
                {badge(name)}
              </a>
            </li>
          ))}
        </ul>
      </SectionMenu>
      <ul className="hidden gap-1 overflow-x-auto lg:flex">
        {sections.map((name) => (
          <li key={name}>
            <a
              href={`/admin/${name}`}
              aria-current={name === section ? 'page' : undefined}
              className={clsx(
                // `relative` keeps the screen-reader-only count inside the scrolling bar (else it widens the page).
                'relative inline-block border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-ember-600',
                name === section
                  ? 'border-ember-600 text-ember-700 dark:text-ember-500'
                  : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
              )}
            >
              {copy.tabs[name]}
              {badge(name)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
