import { recordAudit } from '@/server/audit';
import { requireRight } from '@/server/auth/guard';
import { getDb } from '@/server/db';
import { dataRequestJson, dataRequestSchema, erasureCounts, findDataRequest } from '@/server/leads/data-requests';
import { log } from '@/server/log';
import { internalError } from '@/server/route-errors';

export const dynamic = 'force-dynamic';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * `/admin/privacy/export?email=…`: everything held for one address as a JSON download, for an owner answering a
 * person's request for their data. The role is checked before anything is read (A1); an editor gets 403.
 */
export async function GET(request: Request): Promise<Response> {
  try {
    const session = await requireRight('manage', '/admin/privacy');
    if (!session) return Response.json({ error: 'forbidden' }, { status: 403, headers: noStore });
    const parsed = dataRequestSchema.safeParse({ email: new URL(request.url).searchParams.get('email') ?? '' });
    if (!parsed.success) return Response.json({ error: 'invalid_email' }, { status: 400, headers: noStore });
    const found = await findDataRequest(getDb(), parsed.data.email);
    const { leads } = erasureCounts(found);
    log.info('admin.data_exported', { leads, userId: session.user.id });
    // A person's data leaves the admin: who took it is on the record, without whose it was.
    await recordAudit(getDb(), session.user, {
      action: 'leads.data_exported',
      target: 'leads',
      summary: `Personal data request: downloaded ${leads} lead${leads === 1 ? '' : 's'}`,
    });
    return new Response(dataRequestJson(found), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="data-request-${new Date().toISOString().slice(0, 10)}.json"`,
        ...noStore,
      },
    });
  } catch (error) {
    return internalError(error, 'admin.data_export_failed');
  }
}
