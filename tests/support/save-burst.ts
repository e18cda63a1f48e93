/**
 * A writer for the SIGKILL test: saves documents as fast as it can and prints `ACK <id> <version>` only after each
 * save's transaction committed. Usage: tsx tests/support/save-burst.ts <DATABASE_URL> <writer-name>
 */
import { connect } from '../../src/server/db/connect';
import { saveDocument } from '../../src/server/queries/documents';

const [url, writer] = process.argv.slice(2);
if (!url || !writer) throw new Error('usage: save-burst <DATABASE_URL> <writer>');

// A writer saves until it is killed: if the test that started it is gone (its pipe closed, or this process handed to
// another parent), it stops by itself rather than writing for ever.
const parent = process.ppid;
process.stdout.on('error', () => process.exit(0));
setInterval(() => {
  if (process.ppid !== parent) process.exit(0);
}, 1_000).unref();

const { db } = connect(url);
const logo = (id: string, name: string) => ({ id, order: 0, name, image: `/images/logos/${id}.svg` });
const hot = `hot-${writer}`;
let hotVersion = 0;
process.stdout.write('READY\n');

for (let i = 0; ; i++) {
  const id = `${writer}-${i}`;
  await saveDocument(db, 'clientLogos', logo(id, `Writer ${writer} #${i}`), { by: writer, expectedVersion: 0 });
  process.stdout.write(`ACK ${id} 1\n`);
  const saved = await saveDocument(db, 'clientLogos', logo(hot, `Hot ${writer} #${i}`), {
    by: writer,
    expectedVersion: hotVersion,
  });
  hotVersion = saved.version;
  process.stdout.write(`ACK ${hot} ${hotVersion}\n`);
}
