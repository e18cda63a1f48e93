import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readModule, unusedExports } from './architecture/exports';

/**
 * The folder plan of README's Architecture, checked on the code's own imports: every import points down, nothing
 * imports in a circle, files stay small and pages stay thin. Imports are read with a pattern, not a parser; a
 * `from '…'` inside a comment counts too, which only ever makes the check stricter.
 */
const root = path.resolve(import.meta.dirname, '..');
/** Astro components (the public site's pages and layout, src/site) import like modules in their frontmatter. */
const sourceExtensions = ['.ts', '.tsx', '.mjs', '.astro'];

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', '.next', 'results'].includes(entry.name) ? [] : filesUnder(full);
    return sourceExtensions.some((ext) => entry.name.endsWith(ext)) ? [full] : [];
  });
}

/** Lines as `wc -l` counts them. */
const lineCount = (source: string) => source.split('\n').length - (source.endsWith('\n') ? 1 : 0);
const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
const sources = filesUnder(path.join(root, 'src'));
/** The benchmarks and the tools: they may import src, never the other way round. */
const toolSources = ['bench', 'scripts'].flatMap((dir) => filesUnder(path.join(root, dir)));
const text = new Map([...sources, ...toolSources].map((file) => [file, readFileSync(file, 'utf8')]));

const specifierPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  const candidates = [
    base,
    ...sourceExtensions.map((ext) => base + ext),
    ...sourceExtensions.map((e) => `${base}/index${e}`),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile() && text.has(candidate));
}

/** `import type … from` statements, which vanish from the built code. */
const typeOnlyImport = /^\s*(?:import|export)\s+type\b[\s\S]*?\bfrom\s*['"][^'"]+['"];?/gm;

function importGraph(read: (source: string) => string, files = sources) {
  return new Map(
    files.map((file) => {
      const found = [...read(text.get(file)!).matchAll(specifierPattern)].map((match) => match[1]!);
      const targets = found.flatMap((specifier) => resolveImport(file, specifier) ?? []);
      return [file, [...new Set(targets)]] as const;
    }),
  );
}

const imports = importGraph((source) => source);
/** What a module needs when it runs: type-only imports left out. */
const runtimeImports = importGraph((source) => source.replace(typeOnlyImport, ''));

/** Strongly connected components of more than one file (or a file importing itself), by Tarjan's algorithm. */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.map(relative).sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const importersOf = (layer: string, forbidden: string) =>
  sources
    .filter((file) => relative(file).startsWith(layer))
    .flatMap((file) =>
      imports
        .get(file)!
        .filter((target) => relative(target).startsWith(forbidden))
        .map((target) => `${relative(file)} → ${relative(target)}`),
    );

/**
 * The admin wing's floors, lowest first (README's Architecture): its kit (the action wrapper, the editor's hooks, the
 * fields), the generic engine with the item's review links and schedules, the collections' definitions and editors,
 * the registry that lists them, the tools that read the registry (overview, trash, translations, media, the inbox…),
 * and the sections table and panel at the top. A file may import its own floor or a lower one.
 */
const adminFloors: readonly (readonly string[])[] = [
  // The media library's picker, uploader and queries are the fields' too; its section reads the registry.
  ['fields/', 'media/'],
  ['collection/', 'review/', 'schedule/', 'editor-form-client.tsx', 'history-client.tsx'],
  [
    'blog/',
    'case-studies/',
    'landing-pages/',
    'menus/',
    'pages/',
    'pricing/',
    'projects/',
    'seo/',
    'services/',
    'settings/',
    'shared-blocks/',
    'testimonials/',
  ],
  ['collections.ts', 'registry.tsx', 'item-actions.ts'],
  [
    'account/',
    'activity/',
    'analytics/',
    'leads/',
    'login/',
    'media/media-library.tsx',
    'media/usage-links.ts',
    'overview/',
    'privacy/',
    'redirects/',
    'translations/',
    'trash/',
    'users/',
    'webhooks/',
  ],
  ['sections.tsx', 'panel.tsx', 'section-nav.tsx'],
];

/** A file's floor: that of the longest prefix naming it (a folder's own floor, or a file's); the kit's by default. */
function adminRank(file: string): number {
  const inWing = relative(file).slice('src/admin/'.length);
  const named = adminFloors
    .flatMap((prefixes, floor) =>
      prefixes.filter((prefix) => inWing.startsWith(prefix)).map((prefix) => ({ prefix, floor })),
    )
    .sort((a, b) => b.prefix.length - a.prefix.length);
  return named[0]?.floor ?? 0;
}

describe('the folder plan', () => {
  it('reads imports the way the code writes them', () => {
    // Guards the check itself: a pattern that found nothing would pass every rule below.
    const handler = path.join(root, 'src/node-server/handler.mjs');
    expect(imports.get(handler)).toContain(path.join(root, 'src/node-server/page-server.mjs'));
    const sections = path.join(root, 'src/admin/sections.tsx');
    expect(imports.get(sections)).toContain(path.join(root, 'src/admin/registry.tsx'));
    expect(adminRank(path.join(root, 'src/admin/media/media-library.tsx'))).toBeGreaterThan(
      adminRank(path.join(root, 'src/admin/media/media-picker-client.tsx')),
    );
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
  });

  it.each(['src/server/', 'src/lib/', 'src/content/', 'src/components/', 'src/i18n/', 'src/node-server/'])(
    '%s imports no feature and nothing of the admin',
    (layer) => {
      expect(importersOf(layer, 'src/features/')).toEqual([]);
      expect(importersOf(layer, 'src/admin/')).toEqual([]);
    },
  );

  it('the public features import nothing of the admin wing', () => {
    expect(importersOf('src/features/', 'src/admin/')).toEqual([]);
  });

  it('inside the admin wing, imports point down: kit → engine → collections → registry → tools → sections', () => {
    const upward = sources
      .filter((file) => relative(file).startsWith('src/admin/') && !/\.test\.tsx?$/.test(file))
      .flatMap((file) =>
        imports
          .get(file)!
          .filter((target) => relative(target).startsWith('src/admin/') && adminRank(target) > adminRank(file))
          .map((target) => `${relative(file)} → ${relative(target)}`),
      );
    expect(upward).toEqual([]);
  });

  it('src/lib/ needs only itself and src/node-server (which imports nothing) when it runs; content types excepted', () => {
    const outside = sources
      .filter((file) => relative(file).startsWith('src/lib/') && !file.endsWith('.test.ts'))
      .flatMap((file) =>
        runtimeImports
          .get(file)!
          .filter((target) => !/^src\/(lib|node-server)\//.test(relative(target)))
          .map((target) => `${relative(file)} → ${relative(target)}`),
      );
    expect(outside).toEqual([]);
  });

  it('the server.mjs world (src/node-server) imports nothing from the app', () => {
    const outside = sources
      .filter((file) => relative(file).startsWith('src/node-server/'))
      .flatMap((file) => imports.get(file)!.filter((target) => !relative(target).startsWith('src/node-server/')));
    expect(outside.map(relative)).toEqual([]);
  });

  it('no file imports another in a circle, type-only imports included', () => {
    expect(cycles(imports)).toEqual([]);
  });
});

describe('small files', () => {
  /** Seed content is data; everything else a person reads stays under 400 lines, tests and CI helpers under 500. */
  const limits = [
    { dirs: ['src', 'scripts', 'bench'], lines: 400 },
    { dirs: ['tests', '.ci'], lines: 500 },
  ];
  const tooLong = (files: readonly string[], limit: number) =>
    files
      .filter((file) => !relative(file).startsWith('src/content/seed/') && !relative(file).startsWith('bench/probe/'))
      .map((file) => ({ file: relative(file), lines: lineCount(readFileSync(file, 'utf8')) }))
      .filter(({ lines }) => lines > limit);

  it.each(limits)('no source file in $dirs is over $lines lines', ({ dirs, lines }) => {
    const files = dirs.flatMap((dir) => filesUnder(path.join(root, dir)));
    expect(files.length).toBeGreaterThan(0);
    expect(tooLong(files, lines)).toEqual([]);
  });

  it('server.mjs is under 400 lines', () => {
    expect(tooLong([path.join(root, 'server.mjs')], 400)).toEqual([]);
  });

  it('every page of the public site is under 100 lines: params → query → view', () => {
    const pages = sources.filter(
      (file) =>
        (relative(file).startsWith('src/app/[locale]/(site)/') && file.endsWith('page.tsx')) ||
        relative(file).startsWith('src/site/pages/'),
    );
    expect(pages.length).toBeGreaterThan(10);
    const long = pages
      .map((file) => ({ file: relative(file), lines: lineCount(text.get(file)!) }))
      .filter(({ lines }) => lines >= 100);
    expect(long).toEqual([]);
  });
});

describe('bench and scripts', () => {
  const toolImports = importGraph((source) => source, toolSources);
  const file = (name: string) => path.join(root, name);

  it('reads their imports the way the code writes them', () => {
    // Guards the checks below: a reader that found nothing in these folders would pass them all.
    expect(toolImports.get(file('bench/run.ts'))).toContain(file('bench/lib/budgets.ts'));
    expect(toolImports.get(file('scripts/images/planning.ts'))).toContain(file('scripts/images/config.ts'));
    expect(resolveImport(file('src/lib/paths.ts'), '../../bench/lib/budgets')).toBe(file('bench/lib/budgets.ts'));
    expect(resolveImport(file('src/lib/paths.ts'), '../../scripts/outbox')).toBe(file('scripts/outbox.ts'));
  });

  it.each(['bench/', 'scripts/'])('src imports nothing of %s', (folder) => {
    expect(importersOf('src/', folder)).toEqual([]);
  });

  it('no file of bench or scripts imports another in a circle, type-only imports included', () => {
    expect(cycles(toolImports)).toEqual([]);
  });
});

describe('type escapes', () => {
  it('no `as unknown as` outside tests: a type gap is closed where it opens, not cast away where it shows', () => {
    const files = ['src', 'scripts', 'bench']
      .flatMap((dir) => filesUnder(path.join(root, dir)))
      .filter((file) => !/\.test\.tsx?$|\.test-support\.ts$/.test(file));
    expect(files.length).toBeGreaterThan(300);
    const casts = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (/\bas unknown as\b/.test(line) ? [`${relative(file)}:${index + 1}`] : [])),
    );
    expect(casts).toEqual([]);
  });
});

describe('exports', () => {
  /** Every module that may import from src: tests, benchmarks, scripts, CI helpers and the root's configuration. */
  const importers = ['src', 'tests', 'bench', 'scripts', '.ci']
    .flatMap((dir) => filesUnder(path.join(root, dir)))
    .concat(
      readdirSync(root, { withFileTypes: true })
        .filter((entry) => entry.isFile() && sourceExtensions.some((ext) => entry.name.endsWith(ext)))
        .map((entry) => entry.name)
        .map((name) => path.join(root, name)),
    );
  const everySource = new Map(importers.map((file) => [file, text.get(file) ?? readFileSync(file, 'utf8')]));
  /** Route files (src/app/, src/site/pages/) are read by their renderer, declaration files declare, tests only import. */
  const checked = (file: string) =>
    /^src\/(?!app\/|site\/pages\/)/.test(relative(file)) && !/\.test\.tsx?$|\.d\.ts$/.test(file);
  /**
   * Modules loaded by their path, with the exports their loader reads: Next.js's by their names, Astro's in
   * astro.config.mjs and its layouts.
   */
  const entryPoints = new Map(
    Object.entries({
      'src/proxy.ts': ['default', 'proxy', 'config'],
      'src/instrumentation.ts': ['register', 'onRequestError'],
      'src/site/middleware.ts': ['onRequest'],
      // A client directive (astro.config.mjs), the layout's page script (`<script src>` in src/site/layouts/) and the
      // home page's preloader, which that script imports only where the page has one.
      'src/site/directives/painted.ts': ['default'],
      'src/site/scripts/site.ts': [],
      // Compiled into inline scripts (src/site/scripts/inline.prebuilt.ts, checked by its test).
      'src/site/scripts/after-paint-loader.ts': [],
      'src/site/scripts/visit-landing-inline.ts': [],
      'src/site/scripts/home-preloader.ts': [],
    }).map(([file, names]) => [path.join(root, file), names]),
  );

  it('reads exports and imports the way the code writes them', () => {
    // Guards the check itself: a reader that found nothing would report nothing.
    const actions = readModule(text.get(path.join(root, 'src/admin/collection/collection-actions.ts'))!);
    expect(actions.imports).toContainEqual({
      specifier: '../editor-actions',
      names: ['editorActions', 'refuse'],
    });
    expect(readModule(text.get(path.join(root, 'src/admin/editor-actions.ts'))!).exports).toContain('editorActions');
    const samples = new Map([
      [
        '/a.ts',
        'export const used = 1;\nexport function unused() {}\nexport type Shape = 1;\nexport { used as alias };',
      ],
      ['/b.ts', "import { used, type Shape } from './a';\nconst { lazy } = await import('./c');\n"],
      ['/c.ts', "export const lazy = 1;\nexport default 2;\nexport { kept as passed } from './d';\n"],
      ['/d.ts', "export const kept = 1;\nexport interface Dropped {}\nimport('./c').then(({ default: two }) => two);"],
      ['/e.ts', 'export const orphan = 1;'],
    ]);
    const found = unusedExports(samples, {
      checked: (file) => file !== '/b.ts',
      resolve: (from, specifier) => path.posix.join(path.posix.dirname(from), `${specifier}.ts`),
      entryPoints: new Map(),
    });
    expect(found).toEqual([
      { file: '/a.ts', name: 'unused' },
      { file: '/a.ts', name: 'alias' },
      { file: '/c.ts', name: 'passed' },
      { file: '/d.ts', name: 'Dropped' },
      { file: '/e.ts' },
    ]);
  });

  it('every export of src is imported somewhere (src, tests, bench, scripts)', () => {
    // One used only in its own file is not exported; a type in an exported signature needs no export either (no
    // declaration files are emitted: tsconfig.json).
    const found = unusedExports(everySource, { checked, resolve: resolveImport, entryPoints });
    expect(sources.filter(checked).length).toBeGreaterThan(300);
    expect(found.map(({ file, name }) => `${relative(file)}: ${name ?? 'nothing imports the file'}`)).toEqual([]);
  });
});
