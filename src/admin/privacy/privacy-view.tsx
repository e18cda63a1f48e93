import { Search } from '@/components/icons';
import { buttonVariants } from '@/components/ui/button';
import { adminTime } from '@/lib/admin-time';
import { adminPaths } from '@/lib/admin-paths';
import { requireRight } from '@/server/auth/guard';
import { getDb } from '@/server/db';
import { dataRequestSchema, erasureCounts, findDataRequest, type DataRequest } from '@/server/leads/data-requests';
import { getLeadRetention, RETENTION_MONTHS } from '@/server/leads/retention';
import copy from '@messages/admin/privacy.json';
import { fill } from '../fill';
import { card } from '../leads/lead-card';
import { NotForRole } from '../not-for-role';
import { SectionPage } from '../section-page';
import type { SectionQuery } from '../section-query';
import { eraseDataAction, saveLeadRetentionAction } from './actions';
import { counted } from './counted';
import { EraseData } from './erase-data-client';
import { FoundLeadCard, notificationLine } from './found-lead';
import { RetentionForm } from './retention-form-client';

const muted = 'text-sm text-slate-600 dark:text-slate-300';
const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function SearchForm({ email, invalid }: { email: string; invalid: boolean }) {
  const c = copy.search;
  return (
    <form method="get" action={adminPaths.dataRequests} role="search" className={card}>
      <h3 className="mb-4 text-lg font-semibold">{c.heading}</h3>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <label htmlFor="data-request-email" className="block text-sm font-medium">
            {c.label}
          </label>
          <input
            id="data-request-email"
            name="email"
            type="email"
            required
            maxLength={254}
            defaultValue={email}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            aria-invalid={invalid ? true : undefined}
            aria-describedby={`data-request-hint${invalid ? ' data-request-error' : ''}`}
            className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-ember-600 focus:outline-2 focus:outline-ember-600/30 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-950"
          />
          <p id="data-request-hint" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {c.hint}
          </p>
          {invalid && (
            <p id="data-request-error" className="mt-1 text-sm text-red-700 dark:text-red-400">
              {c.invalid}
            </p>
          )}
        </div>
        <button type="submit" className={`${buttonVariants({ size: 'md' })} sm:mt-7`}>
          <Search aria-hidden="true" />
          {c.submit}
        </button>
      </div>
    </form>
  );
}

/** What was found: a summary with the download and erase buttons, then each lead and every other trace. */
function Findings({ request }: { request: DataRequest }) {
  const c = copy.result;
  const counts = erasureCounts(request);
  if (counts.leads + counts.notifications + counts.mentions === 0 && !request.adminPerson)
    return <p className={`${card} ${muted}`}>{fill(c.nothing, { email: request.email })}</p>;
  const words = {
    leads: counted(counts.leads, 'lead'),
    notes: counted(counts.notes, 'note'),
    notifications: counted(counts.notifications, 'notification'),
  };
  const mentions = counts.mentions ? fill(copy.erase.mentions, { n: counts.mentions }) : '';
  return (
    <section aria-labelledby="findings-heading" className="space-y-4">
      <div className={`${card} space-y-3`}>
        <h3 id="findings-heading" className="text-lg font-bold break-words">
          {fill(c.heading, { email: request.email })}
        </h3>
        <p>{fill(c.summary, words)}</p>
        {request.mentions.length > 0 && (
          <div className={muted}>
            <p>{fill(c.mentions, { count: counts.mentions })}</p>
            <ul className="mt-1 list-disc ps-5">
              {request.mentions.map((mention) => (
                <li key={mention.place}>
                  {c.mentionPlaces[mention.place]}: {mention.count}
                </li>
              ))}
            </ul>
          </div>
        )}
        {request.adminPerson && (
          <p
            role="note"
            className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
          >
            {fill(c.adminPerson, { name: request.adminPerson })}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <a
            href={adminPaths.dataRequestExport(request.email)}
            download
            className={buttonVariants({ variant: 'secondary' })}
          >
            {c.download}
          </a>
          {!request.adminPerson && (
            <EraseData
              email={request.email}
              leads={counts.leads}
              words={{
                title: fill(copy.erase.title, { email: request.email }),
                text: fill(copy.erase.text, { ...words, mentions }),
                done: fill(copy.erase.done, words),
              }}
              leadWords={{ one: copy.counts.lead, many: copy.counts.leads }}
              action={eraseDataAction}
            />
          )}
        </div>
      </div>
      {request.leads.map((lead) => (
        <FoundLeadCard key={lead.id} lead={lead} />
      ))}
      {request.otherNotifications.length > 0 && (
        <section aria-labelledby="other-mail-heading" className={card}>
          <h3 id="other-mail-heading" className="mb-2 text-lg font-bold">
            {c.otherNotifications}
          </h3>
          <ul className="space-y-1 text-sm">
            {request.otherNotifications.map((notification) => (
              <li key={notification.id} className="break-words">
                {notificationLine(notification)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

async function Retention() {
  const c = copy.retention;
  const setting = await getLeadRetention(getDb());
  return (
    <section aria-labelledby="retention-heading" className={`${card} space-y-4`}>
      <div>
        <h3 id="retention-heading" className="text-lg font-semibold">
          {c.heading}
        </h3>
        <p className={`mt-1 max-w-prose ${muted}`}>{c.intro}</p>
        <p className="mt-2 text-sm font-medium">
          {setting.months === null ? c.off : fill(c.on, { months: setting.months })}
          {setting.updatedAt !== null && setting.updatedBy && (
            <span className={`block font-normal ${muted}`}>
              {fill(c.changed, { name: setting.updatedBy, date: adminTime(setting.updatedAt) })}
            </span>
          )}
        </p>
      </div>
      <RetentionForm months={setting.months} range={RETENTION_MONTHS} save={saveLeadRetentionAction} />
    </section>
  );
}

/**
 * `/admin/privacy`, owners only (checked here, and by each action and the download): a person's data found by their
 * address (`?email=`), downloaded or erased; and the lead retention.
 */
export async function PrivacyView({ query }: { query: SectionQuery }) {
  if (!(await requireRight('manage', adminPaths.dataRequests)))
    return <NotForRole title={copy.ownersOnlyTitle} text={copy.ownersOnlyText} />;
  const typed = one(query.email)?.slice(0, 254);
  const parsed = typed === undefined ? undefined : dataRequestSchema.safeParse({ email: typed });
  const request = parsed?.success ? await findDataRequest(getDb(), parsed.data.email) : undefined;
  return (
    <SectionPage id="privacy" heading={copy.heading} intro={copy.intro}>
      <SearchForm email={typed ?? ''} invalid={parsed !== undefined && !parsed.success} />
      {request && <Findings request={request} />}
      <Retention />
    </SectionPage>
  );
}
