import { env } from '@/lib/env';
import { adminPaths } from '@/lib/admin-paths';
import { adminTime, isoTime } from '@/lib/admin-time';
import { getDb } from '@/server/db';
import { listDeliveries, type Delivery, type Webhook } from '@/server/webhooks/endpoints';
import copy from '@messages/admin/webhooks.json';
import { fill } from '../fill';
import { SectionPage } from '../section-page';
import {
  deleteWebhookAction,
  resendDeliveryAction,
  rotateWebhookSecretAction,
  testWebhookAction,
  updateWebhookAction,
} from './actions';
import { panel } from './panel';
import { VerifySnippet } from './verify-snippet-view';
import { WebhookButton } from './webhook-button-client';
import { WebhookForm } from './webhook-form-client';

const statusClass: Record<string, string> = {
  sent: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  dead: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  retry: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
};
const statusName = (status: string) => (copy.statuses as Record<string, string>)[status] ?? status;
const eventName = (event: string) => (copy.eventNames as Record<string, string>)[event] ?? event;

function DeliveryRow({ webhookId, delivery }: { webhookId: string; delivery: Delivery }) {
  return (
    <tr data-delivery={delivery.id} data-status={delivery.status}>
      <td className="px-4 py-3 align-top">{eventName(delivery.event)}</td>
      <td className="px-4 py-3 align-top">
        {delivery.leadId ? (
          <a href={adminPaths.lead(delivery.leadId)} className="text-ember-700 underline dark:text-ember-500">
            {copy.openLead}
          </a>
        ) : (
          copy.noLead
        )}
      </td>
      <td className="px-4 py-3 align-top">
        <span
          className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusClass[delivery.status] ?? 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100'}`}
        >
          {statusName(delivery.status)}
        </span>
        {delivery.status === 'retry' && (
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {fill(copy.retryAt, { time: adminTime(delivery.nextAttemptAt) })}
          </span>
        )}
        {delivery.lastError && (
          <span dir="ltr" className="mt-1 block font-mono text-xs break-all text-slate-600 dark:text-slate-400">
            {delivery.lastError}
          </span>
        )}
      </td>
      <td className="px-4 py-3 text-end align-top tabular-nums">{delivery.attempts}</td>
      <td className="px-4 py-3 align-top">
        <time dateTime={isoTime(delivery.createdAt)}>{adminTime(delivery.createdAt)}</time>
      </td>
      <td className="px-4 py-3 text-end align-top">
        {(delivery.status === 'dead' || delivery.status === 'sent') && (
          <WebhookButton
            label={copy.resend}
            accessibleLabel={`${copy.resend}: ${eventName(delivery.event)}, ${adminTime(delivery.createdAt)}`}
            input={{ id: webhookId, deliveryId: delivery.id }}
            action={resendDeliveryAction}
            done={copy.resent}
          />
        )}
      </td>
    </tr>
  );
}

function Deliveries({ webhookId, deliveries }: { webhookId: string; deliveries: Delivery[] }) {
  const columns = copy.columns;
  return (
    <section aria-labelledby="webhook-deliveries" className="space-y-3">
      <div>
        <h3 id="webhook-deliveries" className="text-lg font-semibold">
          {copy.deliveries}
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {fill(copy.deliveriesIntro, { days: env().OUTBOX_RETENTION_DAYS })}
        </p>
      </div>
      {deliveries.length === 0 ? (
        <p className="py-4 text-slate-600 dark:text-slate-300">{copy.noDeliveries}</p>
      ) : (
        <div
          role="region"
          aria-labelledby="webhook-deliveries"
          tabIndex={0}
          className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        >
          <table className="w-full min-w-[44rem] text-start text-sm">
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-300">
              <tr>
                {[columns.event, columns.lead, columns.status].map((name) => (
                  <th key={name} scope="col" className="px-4 py-3 text-start">
                    {name}
                  </th>
                ))}
                <th scope="col" className="px-4 py-3 text-end">
                  {columns.attempts}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  {columns.when}
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">{copy.resend}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {deliveries.map((delivery) => (
                <DeliveryRow key={delivery.id} webhookId={webhookId} delivery={delivery} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** One endpoint: its settings, its signing secret, a test, deleting it, and its deliveries with Resend. */
export async function WebhookDetail({ webhook }: { webhook: Webhook }) {
  const deliveries = await listDeliveries(getDb(), webhook.id);
  const id = { id: webhook.id };
  return (
    <SectionPage id="webhooks" heading={webhook.description || new URL(webhook.url).host} intro={copy.detailIntro}>
      <a href="/admin/webhooks" className="text-sm font-medium text-ember-700 underline dark:text-ember-500">
        {copy.back}
      </a>
      <div className={panel}>
        <h3 className="mb-4 text-lg font-semibold">{copy.editHeading}</h3>
        <WebhookForm
          key={webhook.url}
          values={{
            id: webhook.id,
            url: webhook.url,
            description: webhook.description,
            format: webhook.format,
            events: webhook.events,
            enabled: webhook.enabled,
          }}
          save={updateWebhookAction}
        />
      </div>
      <div className={`${panel} space-y-3`}>
        <h3 className="text-lg font-semibold">{copy.secret}</h3>
        <p className="max-w-prose text-sm text-slate-600 dark:text-slate-300">{copy.secretHint}</p>
        <details>
          <summary className="cursor-pointer text-sm font-medium text-ember-700 dark:text-ember-500">
            {copy.showSecret}
          </summary>
          <code dir="ltr" data-secret className="mt-2 block font-mono text-sm break-all select-all">
            {webhook.secret}
          </code>
        </details>
        <div className="flex flex-wrap gap-2 pt-2">
          <WebhookButton label={copy.test} input={id} action={testWebhookAction} done={copy.tested} />
          <WebhookButton
            label={copy.rotate}
            input={id}
            action={rotateWebhookSecretAction}
            done={copy.rotated}
            confirm={copy.rotateConfirm}
          />
          <WebhookButton
            label={copy.delete}
            input={id}
            action={deleteWebhookAction}
            done={copy.deleted}
            confirm={fill(copy.deleteConfirm, { url: webhook.url })}
            then="/admin/webhooks"
            variant="dangerSecondary"
          />
        </div>
      </div>
      <Deliveries webhookId={webhook.id} deliveries={deliveries} />
      <VerifySnippet />
    </SectionPage>
  );
}
