/** `npm run db:seed`: loads the seed content into DATABASE_URL's database (never overwriting admin edits). */
import { seedFiles } from '../src/content/seed';
import { env } from '../src/lib/env';
import { connect } from '../src/server/db/connect';
import { migrateToLatest } from '../src/server/db/migrate';
import { seedDatabase } from '../src/server/db/seed';

const database = connect(env().DATABASE_URL);
try {
  await migrateToLatest(database.db);
  const { inserted, updated, kept } = await seedDatabase(database.db, seedFiles);
  console.log(`Seeded ${database.location}: ${inserted} inserted, ${updated} updated, ${kept} kept.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
