import { can } from '@/lib/roles';
import type { AdminRole } from '@/server/auth/user';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { ArrowRight } from '@/components/icons';
import { buttonVariants } from '@/components/ui/button';
import { adminPaths } from '@/lib/admin-paths';
import { adminTime, isoTime } from '@/lib/admin-time';
import type { Locale } from '@/lib/locales';
import { listActivity, type AuditEntry } from '@/server/audit';
import { getDb } from '@/server/db';
import { listLeads, type LeadSummary } from '@/server/leads/inbox';
import { readCollection } from '@/server/queries/documents';
import { ActivityWhat } from '../activity/activity-view';
import { describeTargets, type ActivityTarget, type LoadCollection } from '../activity/targets';
import { collectionDefinitions } from '../collections';
import { adminCopy, fill } from '../copy';
import { KindBadge } from '../leads/badges';
import { translationGaps, type CollectionGaps, type ItemGap } from './translation-gaps';
import { NeedsYou } from './needs-you';
import { attentionItems } from '@/server/queries/attention';

const copy = adminCopy.overview;
const languageNames: Record<Locale, string> = adminCopy.editor.languages;

const NEWEST_LEADS = 5;
const RECENT_ACTIVITY = 8;
const MOST_TO_TRANSLATE = 6;

const card = 'flex flex-col rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900';
const link = 'font-semibold text-ember-700 underline underline-offset-2 hover:no-underline dark:text-ember-500';
const muted = 'text-sm text-slate-600 dark:text-slate-300';
const subheading = 'text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-200';

function Card({
  id,
  heading,
  aside,
  footer,
  className,
  children,
}: {
  id: string;
  heading: string;
  aside?: ReactNode;
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={clsx(card, className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
        <h3 id={id} className="text-lg font-semibold tracking-tight">
          {heading}
        </h3>
        {aside}
      </div>
      <div className="flex-1 px-5 py-4">{children}</div>
      {footer && <div className="border-t border-slate-200 px-5 py-3 dark:border-slate-800">{footer}</div>}
    </section>
  );
}

function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
      {children}
      <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
    </a>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className={`${muted} py-4`}>{children}</p>;
}

function NewLeads({ leads, total }: { leads: LeadSummary[]; total: number }) {
  const c = copy.leads;
  return (
    <Card
      id="overview-leads"
      heading={c.heading}
      aside={
        <span
          className={clsx(
            'rounded-full px-2.5 py-0.5 text-sm font-semibold',
            total > 0
              ? 'bg-ember-100 text-ember-800 dark:bg-ember-800/40 dark:text-ember-100'
              : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
          )}
        >
          {fill(c.count, { count: total })}
        </span>
      }
      footer={
        <FooterLink href={total > 0 ? `${adminPaths.leads}?status=new` : adminPaths.leads}>
          {total > 0 ? fill(c.allNew, { count: total }) : c.all}
        </FooterLink>
      }
    >
      {leads.length === 0 ? (
        <Empty>{c.empty}</Empty>
      ) : (
        <ol aria-label={c.listLabel} className="divide-y divide-slate-200 dark:divide-slate-800">
          {leads.map((lead) => (
            <li key={lead.id} className="py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <a href={adminPaths.lead(lead.id)} className={`${link} break-words`}>
                  {lead.name}
                </a>
                {lead.company && <span className={muted}>{lead.company}</span>}
                <KindBadge kind={lead.kind} />
              </div>
              <p className="mt-1 line-clamp-2 text-sm break-words text-slate-700 dark:text-slate-200">{lead.message}</p>
              <time
                dateTime={isoTime(lead.createdAt)}
                className="mt-1 block text-xs text-slate-600 dark:text-slate-400"
              >
                {adminTime(lead.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function RecentActivity({ entries, targets }: { entries: AuditEntry[]; targets: ReadonlyMap<string, ActivityTarget> }) {
  const c = copy.activity;
  return (
    <Card id="overview-activity" heading={c.heading} footer={<FooterLink href="/admin/activity">{c.all}</FooterLink>}>
      {entries.length === 0 ? (
        <Empty>{c.empty}</Empty>
      ) : (
        <ol aria-label={c.listLabel} className="divide-y divide-slate-200 dark:divide-slate-800">
          {entries.map((entry) => (
            <li key={entry.id} className="grid gap-1 py-3 first:pt-0 last:pb-0">
              <ActivityWhat entry={entry} target={targets.get(entry.target)} />
              <span className="text-xs text-slate-600 dark:text-slate-400">
                {entry.actorName} · <time dateTime={isoTime(entry.createdAt)}>{adminTime(entry.createdAt)}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** The items to open first (on a phone too), then how each collection stands. */
function MissingTranslations({ collections, worst }: { collections: CollectionGaps[]; worst: ItemGap[] }) {
  const c = copy.translations;
  return (
    <Card id="overview-translations" heading={c.heading} className="lg:col-span-2">
      <p className={muted}>{c.intro}</p>
      {worst.length === 0 ? (
        <Empty>{c.empty}</Empty>
      ) : (
        <div className="mt-4 grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            <h4 className={subheading}>{c.worstHeading}</h4>
            <ol aria-label={c.worstLabel} className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
              {worst.map((item) => (
                <li key={item.href} className="py-2.5">
                  <a href={item.href} className={`${link} break-words`}>
                    {item.title}
                  </a>{' '}
                  <span className={muted}>· {item.collection}</span>
                  <span className="mt-0.5 block text-sm text-slate-700 dark:text-slate-200">
                    {c.missingIn} {item.languages.map((locale) => languageNames[locale]).join(', ')} ·{' '}
                    {item.missingTexts === 1 ? c.text : fill(c.texts, { count: item.missingTexts })}
                  </span>
                </li>
              ))}
            </ol>
          </div>
          <div>
            <h4 className={subheading}>{c.collectionsHeading}</h4>
            <dl className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
              {collections.map((collection) => (
                <div key={collection.collection} className="flex items-baseline justify-between gap-4 py-2">
                  <dt>{collection.label}</dt>
                  <dd
                    className={
                      collection.incomplete > 0
                        ? 'font-semibold text-amber-800 tabular-nums dark:text-amber-300'
                        : 'text-slate-600 tabular-nums dark:text-slate-400'
                    }
                  >
                    {fill(c.incomplete, { incomplete: collection.incomplete, total: collection.total })}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      )}
    </Card>
  );
}

/**
 * `/admin` and `/admin/overview`, for everyone signed in, the page a sign-in opens, with what the person's role includes
 * (src/lib/roles.ts): what needs a person (needs-you.tsx) and where the content still lacks a translation for
 * whoever writes content, the new leads for whoever works them, and the latest entries of the audit trail, named by
 * their items' titles, for editors and owners. What a role does not include is not even read. Server-rendered, no
 * client code.
 */
export async function OverviewView({ role }: { role: AdminRole }) {
  const db = getDb();
  const load: LoadCollection = (collection) => readCollection(db, collection);
  const definitions = [...collectionDefinitions.values()];
  const [content, leads, log] = [can(role, 'draft'), can(role, 'leads'), can(role, 'publish')];
  const [attention, inbox, { entries }, gaps] = await Promise.all([
    content ? attentionItems(db) : undefined,
    leads ? listLeads(db, { status: 'new' }, { pageSize: NEWEST_LEADS }) : undefined,
    log ? listActivity(db, { limit: RECENT_ACTIVITY }) : { entries: [] },
    content ? translationGaps(definitions, load, { worst: MOST_TO_TRANSLATE }) : undefined,
  ]);
  const targets = await describeTargets(
    entries.map((entry) => entry.target),
    load,
  );

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">{copy.heading}</h2>
        <p className="mt-1 text-slate-600 dark:text-slate-300">{copy.intro}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {attention && <NeedsYou items={attention} load={load} owner={can(role, 'manage')} />}
        {inbox && <NewLeads leads={inbox.leads} total={inbox.total} />}
        {log && <RecentActivity entries={entries} targets={targets} />}
        {gaps && <MissingTranslations collections={gaps.collections} worst={gaps.worst} />}
      </div>
    </div>
  );
}
