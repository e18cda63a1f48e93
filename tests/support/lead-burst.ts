/**
 * A writer for the backup tests: stores leads with their notifications as fast as it can, each in one transaction, and
 * prints `ACK <n>` once lead n has committed. Usage: tsx tests/support/lead-burst.ts <DATABASE_URL> <writer-name>
 */
import { connect } from '../../src/server/db/connect';
import { storeLead } from './stored-leads';

const [url, writer] = process.argv.slice(2);
if (!url || !writer) throw new Error('usage: lead-burst <DATABASE_URL> <writer>');

const { db } = connect(url, { maxConnections: 1 });
for (let n = 0; ; n++) {
  await storeLead(db, writer, n);
  process.stdout.write(`ACK ${n}\n`);
}
