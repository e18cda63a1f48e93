/**
 * How a receiver checks a delivery, in Node.js: shown on the webhooks page and in the README, and run by the tests
 * against a real delivery (deliver.test.ts), so what the agency hands its developers is known to work.
 */
export const verifySnippet = `import { createHmac, timingSafeEqual } from 'node:crypto';

// body: the request body exactly as received (a string, before JSON.parse)
// header: the value of the X-Emberline-Signature header
function verifyEmberline(secret, body, header) {
  const { t, v1 = '' } = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const expected = createHmac('sha256', secret).update(\`\${t}.\${body}\`).digest('hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(t)) < 300;
  return fresh && v1.length === expected.length && timingSafeEqual(Buffer.from(v1), Buffer.from(expected));
}`;
