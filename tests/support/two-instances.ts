import type { ChildProcess } from 'node:child_process';
import type { Kysely } from 'kysely';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { test } from '../e2e/fixtures';
import { ADMIN_PASSWORD } from './admin';
import { TEST_DATABASE_URL } from './databases';
import { createServerSchema, type ServerSchema } from './postgres-schema';
import { serverPort } from './ports';
import { startProductionServer } from './production-server';

export interface TwoInstances {
  ports: readonly [number, number];
  one: string;
  two: string;
  /** The schema both servers share, opened for one use. */
  withDatabase<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  /** The schema's name, once the servers have started. */
  schemaName(): string;
}

/**
 * Two production servers on one new PostgreSQL schema, as a site that outgrew one machine runs behind a load balancer:
 * on two ports of the worker's own (tests/support/ports.ts), plain http on loopback (the session cookie goes without Secure, A5), behind one trusted
 * proxy hop (the spec names each client), started together as a deploy starts them (both migrate and seed the empty
 * schema at once). `start` runs first and returns what the servers' environment adds (and the services it names);
 * `stop` runs once the servers have exited. Registers the spec's beforeAll and afterAll; skips the spec when
 * PostgreSQL does not answer.
 */
export function twoInstances(
  prefix: string,
  { start, stop }: { start?: () => Promise<Record<string, string>>; stop?: () => Promise<void> } = {},
): TwoInstances {
  const ports = [serverPort(), serverPort()] as const;
  const [one, two] = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
  let schema: ServerSchema | undefined;
  const servers: ChildProcess[] = [];

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    schema = await createServerSchema(prefix);
    test.skip(!schema, `PostgreSQL at ${TEST_DATABASE_URL} does not answer`);
    const env = {
      DATABASE_URL: schema!.databaseUrl,
      ADMIN_PASSWORD,
      SITE_URL: one,
      TRUST_PROXY: '1',
      ...(await start?.()),
    };
    servers.push(...(await Promise.all(ports.map((port) => startProductionServer(port, env, { host: '127.0.0.1' })))));
  });

  test.afterAll(async () => {
    await Promise.all(
      servers.map(async (server) => {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }),
    );
    await stop?.();
    await schema?.drop();
  });

  return {
    ports,
    one,
    two,
    schemaName: () => schema!.name,
    async withDatabase(work) {
      const { db, close } = connect(TEST_DATABASE_URL, { schema: schema!.name, maxConnections: 1 });
      try {
        return await work(db);
      } finally {
        await close();
      }
    },
  };
}
