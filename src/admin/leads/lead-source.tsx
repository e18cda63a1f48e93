import { adminPaths } from '@/lib/admin-paths';
import type { LeadSource } from '@/server/leads/inbox';
import { adminCopy } from '../copy';
import { Card } from './lead-card';

const copy = adminCopy.leads.detail.source;

/**
 * Where the lead's visit came from, as the visitor's browser kept it (all of it visitor-supplied: shown as text). The
 * channel links to the inbox filtered by it.
 */
export function LeadSourceCard({ source }: { source: LeadSource | null }) {
  if (!source)
    return (
      <Card title={copy.title}>
        <p className="text-sm text-slate-600 dark:text-slate-300">{copy.notRecorded}</p>
      </Card>
    );
  const clickIds = Object.entries(source.clickIds).map(([name, value]) => `${name}: ${value}`);
  const rows: [string, string | null][] = [
    [copy.medium, source.utmMedium],
    [copy.campaign, source.utmCampaign],
    [copy.term, source.utmTerm],
    [copy.content, source.utmContent],
    [copy.landingPage, source.landingPage],
    [copy.referrer, source.referrerHost],
    [copy.clickIds, clickIds.length ? clickIds.join(', ') : null],
  ];
  return (
    <Card title={copy.title}>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
        <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{copy.channel}</dt>
        <dd>
          <a
            href={`${adminPaths.leads}?${new URLSearchParams({ source: source.channel })}`}
            className="text-ember-700 underline dark:text-ember-500"
          >
            {source.channel}
          </a>
        </dd>
        {rows.flatMap(([label, value]) =>
          value
            ? [
                <div key={label} className="contents">
                  <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</dt>
                  <dd className="break-words">{value}</dd>
                </div>,
              ]
            : [],
        )}
      </dl>
    </Card>
  );
}
