import { notFound } from 'next/navigation';
import { adminTime, isoTime } from '@/lib/admin-time';
import { requireRight } from '@/server/auth/guard';
import { getDb } from '@/server/db';
import { deadDeliveryCounts, getWebhook, listWebhooks, type Webhook } from '@/server/webhooks/endpoints';
import copy from '@messages/admin/webhooks.json';
import { fill } from '../fill';
import { NotForRole } from '../not-for-role';
import { SectionPage } from '../section-page';
import { addWebhookAction } from './actions';
import { panel } from './panel';
import { VerifySnippet } from './verify-snippet-view';
import { WebhookDetail } from './webhook-detail';
import { WebhookForm } from './webhook-form-client';

function EndpointRow({ webhook, dead }: { webhook: Webhook; dead: number }) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium">{webhook.description || new URL(webhook.url).host}</p>
        <p dir="ltr" className="truncate font-mono text-xs text-slate-600 dark:text-slate-400">
          {webhook.url}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
          <span
            className={
              webhook.enabled ? 'font-semibold text-emerald-700 dark:text-emerald-400' : 'font-semibold text-slate-600'
            }
          >
            {webhook.enabled ? copy.on : copy.paused}
          </span>
          <span>{copy.formatShort[webhook.format]}</span>
          <span>{webhook.events.map((event) => copy.eventNames[event]).join(' · ')}</span>
          {dead > 0 && (
            <span className="font-semibold text-red-700 dark:text-red-400">
              {fill(copy.deadCount, { count: dead })}
            </span>
          )}
          <span>
            <time dateTime={isoTime(webhook.createdAt)}>{adminTime(webhook.createdAt)}</time> · {webhook.createdBy}
          </span>
        </p>
      </div>
      <a
        href={`/admin/webhooks/${webhook.id}`}
        className="shrink-0 rounded-lg px-3 py-1.5 text-sm font-medium text-ember-700 hover:bg-ember-50 dark:text-ember-500 dark:hover:bg-slate-800"
      >
        {copy.open}
        <span className="sr-only">: {webhook.description || webhook.url}</span>
      </a>
    </li>
  );
}

/**
 * `/admin/webhooks`, owners only (checked here and by every action): the endpoints with their state and failures, a
 * form to add one, and how a receiver verifies a delivery; `/admin/webhooks/<id>` is one endpoint with its deliveries.
 */
export async function WebhooksView({ item }: { item?: string }) {
  if (!(await requireRight('manage', '/admin/webhooks')))
    return <NotForRole title={copy.ownersOnlyTitle} text={copy.ownersOnlyText} />;
  const db = getDb();
  if (item !== undefined) {
    const webhook = /^[0-9a-f-]{36}$/.test(item) ? await getWebhook(db, item) : undefined;
    if (!webhook) notFound();
    return <WebhookDetail webhook={webhook} />;
  }
  const [webhooks, dead] = await Promise.all([listWebhooks(db), deadDeliveryCounts(db)]);
  return (
    <SectionPage id="webhooks" heading={copy.heading} intro={copy.intro}>
      {webhooks.length === 0 ? (
        <p className="py-6 text-center text-slate-600 dark:text-slate-300">{copy.empty}</p>
      ) : (
        <ul
          aria-label={copy.heading}
          className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
        >
          {webhooks.map((webhook) => (
            <EndpointRow key={webhook.id} webhook={webhook} dead={dead.get(webhook.id) ?? 0} />
          ))}
        </ul>
      )}
      <div className={panel}>
        <h3 className="mb-4 text-lg font-semibold">{copy.addHeading}</h3>
        <WebhookForm
          values={{ url: '', description: '', format: 'json', events: ['lead.created'], enabled: true }}
          save={addWebhookAction}
        />
      </div>
      <VerifySnippet />
    </SectionPage>
  );
}
