import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Playwright loads the browser tests and every module they import in plain Node, outside Next. A spec that reaches a
 * module only a Next server can load (next/headers, server-only, …) makes the runner list no test at all, and the
 * whole e2e stage fails before it starts. Imports are read with patterns, as src/architecture.test.ts reads them;
 * type-only imports are left out, since they vanish before the code runs.
 */
const root = path.resolve(import.meta.dirname, '../..');
const extensions = ['.ts', '.tsx', '.mjs'];
const specifierPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;
const typeOnlyImport = /^\s*(?:import|export)\s+type\b[\s\S]*?\bfrom\s*['"][^'"]+['"];?/gm;
/** Modules that exist only inside a Next server. */
const nextOnly = /^(?:next\/(?:headers|cache|navigation|server)|server-only)$/;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'results' ? [] : filesUnder(full);
    return extensions.some((ext) => entry.name.endsWith(ext)) ? [full] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  const candidates = [base, ...extensions.map((ext) => base + ext), ...extensions.map((ext) => `${base}/index${ext}`)];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

const specifiersOf = (file: string) =>
  [...readFileSync(file, 'utf8').replace(typeOnlyImport, '').matchAll(specifierPattern)].map((match) => match[1]!);

/** The first chain of imports from `file` to a Next-only module, or undefined when there is none. */
function chainToNextOnly(file: string, seen = new Set<string>()): string | undefined {
  if (seen.has(file)) return undefined;
  seen.add(file);
  const specifiers = specifiersOf(file);
  const direct = specifiers.find((specifier) => nextOnly.test(specifier));
  const relative = path.relative(root, file);
  if (direct) return `${relative} imports ${direct}`;
  for (const specifier of specifiers) {
    const target = resolveImport(file, specifier);
    const found = target && chainToNextOnly(target, seen);
    if (found) return `${relative} → ${found}`;
  }
  return undefined;
}

const browserTests = ['tests/e2e', 'tests/support'].flatMap((dir) => filesUnder(path.join(root, dir)));

describe('browser tests', () => {
  it('finds the specs and follows their imports', () => {
    // Guards the check below: an empty list or a reader that follows nothing would pass it.
    expect(browserTests.map((file) => path.relative(root, file))).toContain('tests/e2e/two-step.spec.ts');
    expect(chainToNextOnly(path.join(root, 'src/server/auth/guard.ts'))).toMatch(/next\/headers|server-only/);
    expect(resolveImport(path.join(root, 'tests/e2e/two-step.spec.ts'), '../../src/server/auth/two-step-policy')).toBe(
      path.join(root, 'src/server/auth/two-step-policy.ts'),
    );
  });

  it('no spec or helper reaches a module only a Next server can load', () => {
    expect(browserTests.flatMap((file) => chainToNextOnly(file) ?? [])).toEqual([]);
  });
});
