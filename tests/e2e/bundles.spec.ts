import { readBudgets } from '../../bench/lib/budgets';
import { firstLoadJsMeter } from '../../bench/lib/first-load-js';
import { locales, publicPaths } from './routes';
import { expect, test } from './fixtures';

/**
 * What public pages make the browser run: none of the code that `bench/budgets.json` forbids on them (the admin, the
 * rich-text editor, database code, a lead form's captcha outside the form pages…). The bench reports the same rules
 * with its figures; this keeps them in every CI run.
 */
const { forbiddenCode } = readBudgets('bench/budgets.json');
const routes = [
  ...publicPaths,
  '/no-such-page',
  ...locales.filter((locale) => locale !== 'en').flatMap((locale) => [`/${locale}`, `/${locale}/pricing-calculator`]),
];

test('no public page ships code the budgets forbid on it, the admin’s above all', async ({ baseURL }) => {
  const measure = firstLoadJsMeter(baseURL!, process.env.NEXT_DIST_DIR ?? '.next', forbiddenCode);
  const shipped: string[] = [];
  for (const route of routes) {
    const { scripts, forbidden } = await measure(route);
    expect(scripts.length, route).toBeGreaterThan(0);
    for (const hit of forbidden.filter((found) => !found.allowed))
      shipped.push(`${route}: ${hit.name} (${hit.markers.join(', ')} in ${hit.files.join(', ')})`);
  }
  expect(shipped).toEqual([]);
});
