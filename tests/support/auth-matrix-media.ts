/**
 * The auth matrix's media upload route (tests/e2e/auth-matrix.spec.ts): a file is taken only from a live session on this
 * site whose role writes content, checked before the body is read (A1, C1, B5).
 */
import { expect } from '../e2e/fixtures';
import { GRANTS } from './auth-matrix-grants';
import type { MatrixCheck } from './auth-matrix-shared';
import { sendAs } from './sessions';

/** A 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export async function checkMediaUpload({ db, port, base, people, expectNoAdminData }: MatrixCheck) {
  const rows = async () => (await db.selectFrom('media').select('id').execute()).length;
  const before = await rows();
  for (const visitor of people) {
    const label = visitor.name;
    const cookie = await visitor.cookie();
    const send = (origin: string) =>
      sendAs(port, visitor, {
        path: '/api/admin/media',
        method: 'POST',
        cookie,
        headers: { origin, 'content-type': 'application/octet-stream', 'x-file-name': 'pixel.png' },
        body: PNG,
      });
    expect((await send('https://evil.example')).status, `${label} from another site`).toBe(403);
    const stored = await rows();
    const answer = await send(base);
    if (visitor.access === 'refused') {
      expect(answer.status, label).toBe(401);
      expectNoAdminData(answer, label);
      expect(await rows(), label).toBe(stored);
    } else if ((GRANTS[visitor.access] as readonly string[]).includes('draft'))
      expect([200, 201], label).toContain(answer.status);
    else {
      // Sales touch no content: refused before the body is read.
      expect([answer.status, answer.body], label).toEqual([403, JSON.stringify({ error: 'forbidden' })]);
      expect(await rows(), label).toBe(stored);
    }
  }
  // The same pixel from every person whose role uploads is one image.
  expect(await rows()).toBe(before + 1);
}
