import { sql } from 'kysely';
import { getDatabase } from '@/server/db';
import { latestMigration, migrationLevel } from '@/server/db/migrate';
import { errorMessage, log } from '@/server/log';

export const dynamic = 'force-dynamic';

/** 200 when the database answers and is at the newest migration; 503 otherwise (for load balancers and probes). */
export async function GET(): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' };
  try {
    const { db, dialect } = getDatabase();
    await sql`select 1`.execute(db);
    const level = await migrationLevel(db);
    const current = level === latestMigration;
    return Response.json(
      { status: current ? 'ok' : 'migration-pending', database: dialect, migration: level, expected: latestMigration },
      { status: current ? 200 : 503, headers },
    );
  } catch (error) {
    log.error('health.database_unreachable', { error: errorMessage(error) });
    return Response.json({ status: 'unavailable', database: 'unreachable' }, { status: 503, headers });
  }
}
