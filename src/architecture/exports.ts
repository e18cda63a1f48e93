/**
 * Which exports no other module imports, read with patterns rather than a parser, as the folder plan's checks read
 * imports (src/architecture.test.ts). An import the patterns miss makes an export look unused, so the check errs
 * towards reporting; a namespace import (`import * as`), an `export *` or a dynamic import whose names are not
 * destructured where it is made counts as using every export of its module.
 */

interface Import {
  specifier: string;
  /** The names taken, `default` for a default import; `everything` when they cannot be told. */
  names: readonly string[];
}

interface Module {
  /** What the module exports, in the order it says so: declared, listed or passed on from another module. */
  exports: string[];
  imports: Import[];
}

interface Unused {
  file: string;
  /** The export nothing imports; absent when nothing imports the file at all. */
  name?: string;
}

const everything = '*';

const declaration =
  /^export\s+(?:declare\s+)?(?:async\s+)?(?:function\b\s*\*?|const\s+enum|const|let|var|abstract\s+class|class|interface|type|enum|namespace)\s*([\w$]+)/gm;
const defaultExport = /^export\s+default\b/gm;
const localList = /^export\s+(?:type\s+)?\{([^}]*)\}(?!\s*from\b)/gm;
/** `import …`/`export …` `from '…'`: the clause holds only names, braces, commas, `*` and `as`/`type`. */
const fromClause = /\b(import|export)\s+(?:type\s+)?([\w$\s{},*]*?)\s*\bfrom\s*['"]([^'"]+)['"]/g;
const sideEffectImport = /^\s*import\s*['"]([^'"]+)['"]/gm;
const dynamicImport = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
/** `const { a, b: c } = await import('…')` */
const destructuredBefore = /\b(?:const|let)\s*\{([^}]*)\}\s*=\s*(?:await\s+)?$/;
/** `import('…').then(({ a }) => …)` */
const destructuredAfter = /^\s*\.then\(\s*\(\s*\{([^}]*)\}\s*\)/;
/** `import('…').Name`, as JSDoc and `typeof import` write it (`.then` without a destructuring tells nothing) */
const memberAfter = /^\.(?!then\b)([\w$]+)/;

/** `a, type b as c` → [['a', 'a'], ['b', 'c']]: each name as its module has it and as it is known here. */
function bracedNames(list: string): [string, string][] {
  return list.split(',').flatMap((part) => {
    const [name, alias = name] = part
      .trim()
      .replace(/^type\s+/, '')
      .split(/\s+as\s+/);
    return name ? [[name, alias!]] : [];
  });
}

/** The names a destructuring takes (`a, b: c, ...rest`); a rest element takes everything. */
function destructuredNames(pattern: string): string[] {
  const parts = pattern
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.some((part) => part.startsWith('...'))) return [everything];
  return parts.map((part) => part.split(/\s*[:=]\s*/)[0]!);
}

export function readModule(source: string): Module {
  const exports: [number, string][] = [];
  const imports: Import[] = [];
  for (const match of source.matchAll(declaration)) exports.push([match.index, match[1]!]);
  for (const match of source.matchAll(defaultExport)) exports.push([match.index, 'default']);
  for (const match of source.matchAll(localList))
    for (const [, alias] of bracedNames(match[1]!)) exports.push([match.index, alias]);
  for (const match of source.matchAll(fromClause)) {
    const [, keyword, clause = '', specifier = ''] = match;
    const braces = /\{([^}]*)\}/.exec(clause);
    const named = braces ? bracedNames(braces[1]!) : [];
    const rest = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, ' ')
      .trim();
    const namespace = /^\*(?:\s+as\s+([\w$]+))?$/.exec(rest);
    const names = namespace ? [everything] : [...(rest ? ['default'] : []), ...named.map(([name]) => name)];
    imports.push({ specifier, names });
    if (keyword === 'export') {
      for (const [, alias] of named) exports.push([match.index, alias]);
      if (namespace?.[1]) exports.push([match.index, namespace[1]]);
    }
  }
  for (const match of source.matchAll(sideEffectImport)) imports.push({ specifier: match[1]!, names: [] });
  for (const match of source.matchAll(dynamicImport)) {
    const after = source.slice(match.index + match[0].length);
    const destructured =
      destructuredBefore.exec(source.slice(Math.max(0, match.index - 500), match.index)) ??
      destructuredAfter.exec(after);
    const member = memberAfter.exec(after);
    const names = destructured ? destructuredNames(destructured[1]!) : member ? [member[1]!] : [everything];
    imports.push({ specifier: match[1]!, names });
  }
  return { exports: [...new Set(exports.sort(([a], [b]) => a - b).map(([, name]) => name))], imports };
}

/**
 * The exports of the `checked` modules that no other module imports, and the checked modules nothing imports at all.
 * `entryPoints` are modules the framework loads by path, with the exports it reads from them.
 */
export function unusedExports(
  sources: ReadonlyMap<string, string>,
  {
    checked,
    resolve,
    entryPoints,
  }: {
    checked: (file: string) => boolean;
    resolve: (from: string, specifier: string) => string | undefined;
    entryPoints: ReadonlyMap<string, readonly string[]>;
  },
): Unused[] {
  const modules = new Map([...sources].map(([file, source]) => [file, readModule(source)]));
  const used = new Map<string, Set<string>>();
  for (const [file, { imports }] of modules)
    for (const { specifier, names } of imports) {
      const target = resolve(file, specifier);
      if (!target || target === file) continue;
      const taken = used.get(target) ?? new Set();
      for (const name of names) taken.add(name);
      used.set(target, taken);
    }
  return [...modules].flatMap(([file, { exports }]): Unused[] => {
    if (!checked(file)) return [];
    const read = entryPoints.get(file);
    const taken = used.get(file);
    if (!read && !taken) return [{ file }];
    if (taken?.has(everything)) return [];
    return exports.filter((name) => !taken?.has(name) && !read?.includes(name)).map((name) => ({ file, name }));
  });
}
