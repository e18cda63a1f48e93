/**
 * The item editor's server work as its history grows: a seeded project saved N times (default 50, `--revisions=500`),
 * then, the median of 15 runs each,
 * - the save: what the editor's Publish does on the server (`saveDocument`, then the history the answer carries);
 * - the editor's open: the stored item, its draft and its history, as the item's page reads them.
 * `npm run bench:editor [-- --revisions=50] [-- --postgres]` (PostgreSQL: a schema of its own in TEST_DATABASE_URL,
 * dropped afterwards). Figures, not assertions: nothing here fails on a slow machine.
 */
import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import { seedFiles } from '../src/content/seed';
import { migrateToLatest } from '../src/server/db/migrate';
import { scratchDatabase, scriptArgs } from './lib/scratch-database';
import type { Database } from '../src/server/db/schema';
import { seedDatabase } from '../src/server/db/seed';
import { getDocument, saveDocument } from '../src/server/queries/documents';
import { getDraft } from '../src/server/queries/drafts';
import { documentHistory } from '../src/server/queries/history';

const args = scriptArgs();
const revisions = Number(args.get('revisions') ?? 50);
const usePostgres = args.has('postgres');
const RUNS = 15;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** Saves the project once more with a new English summary; returns its new version. */
async function saveOnce(db: Kysely<Database>, id: string, n: number): Promise<number> {
  const stored = (await getDocument(db, 'projects', id))!;
  const data = { ...stored.data, shortDescription: { ...stored.data.shortDescription, en: `Revision ${n} of ${id}` } };
  const saved = await saveDocument(db, 'projects', data, { by: 'Bench', expectedVersion: stored.version });
  await documentHistory(db, 'projects', id, saved);
  return saved.version;
}

const { handle, dispose } = await scratchDatabase('editor', usePostgres);
try {
  const { db } = handle;
  await migrateToLatest(db);
  await seedDatabase(db, seedFiles);
  const id = String(
    (await db.selectFrom('documents').select('id').where('collection', '=', 'projects').executeTakeFirstOrThrow()).id,
  );
  for (let n = 1; n < revisions; n++) await saveOnce(db, id, n);
  let n = revisions;
  const save = await timed(() => saveOnce(db, id, n++));
  const editorOpen = await timed(async () => {
    const stored = (await getDocument(db, 'projects', id))!;
    await getDraft(db, 'projects', id);
    return documentHistory(db, 'projects', id, stored);
  });
  const history = (await documentHistory(db, 'projects', id, (await getDocument(db, 'projects', id))!)).length;
  console.log(
    `${usePostgres ? 'PostgreSQL' : 'SQLite'}, a project with ${history} versions in its history (median of ${RUNS}): ` +
      `save ${save.toFixed(2)} ms, editor open ${editorOpen.toFixed(2)} ms`,
  );
} finally {
  await dispose();
}
