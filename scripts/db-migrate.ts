/** `npm run db:migrate`: brings DATABASE_URL's database to the newest migration (the server also does this at start). */
import { env } from '../src/lib/env';
import { connect } from '../src/server/db/connect';
import { migrateToLatest } from '../src/server/db/migrate';

const { DATABASE_URL } = env();
const database = connect(DATABASE_URL);
try {
  const { applied, level } = await migrateToLatest(database.db);
  console.log(
    applied.length
      ? `Applied ${applied.join(', ')} to ${database.location}; now at ${level}.`
      : `${database.location} is up to date (${level}).`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
