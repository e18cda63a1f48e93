import { CSV_BOM, csvRow } from '@/lib/csv';
import { requireRight } from '@/server/auth/guard';
import { getDb } from '@/server/db';
import { eachLead, parseInboxFilter, type InboxFilter, type Lead } from '@/server/leads/inbox';
import { errorMessage, log } from '@/server/log';
import { internalError } from '@/server/route-errors';
import { recordAudit } from '@/server/audit';

export const dynamic = 'force-dynamic';

const columns = [
  'id',
  'received_utc',
  'kind',
  'status',
  'name',
  'email',
  'phone',
  'company',
  'budget',
  'services',
  'plan',
  'estimate_total',
  'message',
  'locale',
  'page',
  'source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'landing_page',
  'referrer_host',
  'click_ids',
  'first_reply_utc',
  'reply_minutes',
] as const;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The inbox's filtered list as CSV (UTF-8 with a byte order mark, one row per lead, formulas neutralised), streamed in
 * pages so a list of any length is never held in memory. The session is checked before anything is read (A1), and it
 * must be an owner's (an editor gets 403).
 */
export async function GET(request: Request): Promise<Response> {
  try {
    // Personal data leaves the admin only in an owner's hands: this export, like webhooks and data requests.
    const session = await requireRight('manage', '/admin/leads');
    if (!session) {
      return new Response('Only an owner can export leads.', {
        status: 403,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      });
    }
    const filter = parseInboxFilter(Object.fromEntries(new URL(request.url).searchParams));
    const leads = eachLead(getDb(), { ...filter, me: session.user.id, before: undefined, after: undefined });
    // The first page is read before any byte is sent, so a database failure is a clean 500 with a reference.
    const first = await leads.next();
    log.info('admin.leads_exported', { userId: session.user.id });
    // Every lead's personal data leaves the admin here: who took it, and which list, is on the record.
    await recordAudit(getDb(), session.user, {
      action: 'leads.exported',
      target: 'leads',
      summary: describeFilter(filter),
    });
    return new Response(csvStream(leads, first), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  } catch (error) {
    return internalError(error, 'admin.leads_export_failed');
  }
}

/** The export's filter for the audit trail, without the search text (it may be a person's name or address). */
function describeFilter(filter: InboxFilter): string {
  const parts = (['kind', 'status', 'assigned', 'source', 'from', 'to'] as const).flatMap((key) =>
    filter[key] ? [`${key}=${filter[key]}`] : [],
  );
  if (filter.q) parts.push('with a text search');
  return parts.length ? parts.join(', ') : 'all leads but spam';
}

type Leads = ReturnType<typeof eachLead>;

function csvStream(leads: Leads, first: IteratorResult<Lead>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let pending: IteratorResult<Lead> | undefined = first;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvRow(columns)));
    },
    async pull(controller) {
      try {
        const next = pending ?? (await leads.next());
        pending = undefined;
        if (next.done) return controller.close();
        controller.enqueue(encoder.encode(csvRow(row(next.value))));
      } catch (error) {
        log.error('admin.leads_export_failed', { error: errorMessage(error) });
        controller.error(error);
      }
    },
    async cancel() {
      await leads.return();
    },
  });
}

function row(lead: Lead) {
  return [
    lead.id,
    iso(lead.createdAt),
    lead.kind,
    lead.status,
    lead.name,
    lead.email,
    lead.phone,
    lead.company,
    lead.budget,
    lead.services.join(' '),
    lead.plan,
    lead.estimate?.total ?? null,
    lead.message,
    lead.locale,
    lead.page,
    lead.source?.channel ?? null,
    lead.source?.utmMedium ?? null,
    lead.source?.utmCampaign ?? null,
    lead.source?.utmTerm ?? null,
    lead.source?.utmContent ?? null,
    lead.source?.landingPage ?? null,
    lead.source?.referrerHost ?? null,
    lead.source && Object.keys(lead.source.clickIds).length
      ? Object.entries(lead.source.clickIds)
          .map(([name, value]) => `${name}=${value}`)
          .join(' ')
      : null,
    iso(lead.firstResponseAt),
    lead.firstResponseAt === null ? null : Math.round((lead.firstResponseAt - lead.createdAt) / 60_000),
  ];
}
