import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '@/lib/locales';

type Tree = { [key: string]: unknown };

/** The CLDR plural categories of each language (Arabic has six). */
const pluralCategories = (locale: Locale) => new Set(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);

/** What a message must keep across languages: each argument with its kind, select options, and rich-text tags. */
function messageShape(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        into.add(`{${element.value}}`);
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(`{${element.value}, ${TYPE[element.type]}}`);
        break;
      case TYPE.plural:
        into.add(`{${element.value}, plural}`);
        for (const option of Object.values(element.options)) messageShape(option.value, into);
        break;
      case TYPE.select:
        into.add(`{${element.value}, select: ${Object.keys(element.options).sort().join(' ')}}`);
        for (const option of Object.values(element.options)) messageShape(option.value, into);
        break;
      case TYPE.tag:
        into.add(`<${element.value}>`);
        messageShape(element.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

function pluralProblems(elements: MessageFormatElement[], locale: Locale): string[] {
  const allowed = pluralCategories(locale);
  const problems: string[] = [];
  for (const element of elements) {
    if (element.type === TYPE.plural) {
      const categories = Object.keys(element.options).filter((key) => !key.startsWith('='));
      for (const category of categories)
        if (!allowed.has(category as Intl.LDMLPluralRule))
          problems.push(`{${element.value}, plural} uses "${category}", which ${locale} does not have`);
      for (const option of Object.values(element.options)) problems.push(...pluralProblems(option.value, locale));
    } else if (element.type === TYPE.select) {
      for (const option of Object.values(element.options)) problems.push(...pluralProblems(option.value, locale));
    } else if (element.type === TYPE.tag) problems.push(...pluralProblems(element.children, locale));
  }
  return problems;
}

function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value && typeof value === 'object' && !Array.isArray(value) ? leaves(value as Tree, path) : [[path, value]];
  });
}

interface CatalogProblem {
  key: string;
  message: string;
}

/**
 * Everything wrong with one language's catalog file against the English one: a missing, extra, empty or unparsable
 * message (the parser also refuses a plural without `other`), an argument, select option or tag that differs, or a
 * plural form the language does not have.
 */
export function checkCatalog(english: Tree, translation: Tree, locale: Locale): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  const translated = new Map(leaves(translation));
  for (const [key, source] of leaves(english)) {
    const text = translated.get(key);
    translated.delete(key);
    if (typeof text !== 'string') {
      problems.push({ key, message: text === undefined ? 'missing' : 'not a string' });
      continue;
    }
    if (!text.trim()) {
      problems.push({ key, message: 'empty' });
      continue;
    }
    let elements: MessageFormatElement[];
    try {
      elements = parse(text);
    } catch (error) {
      problems.push({ key, message: `not a valid ICU message: ${(error as Error).message}` });
      continue;
    }
    const want = [...messageShape(parse(String(source)))].sort().join(' ');
    const have = [...messageShape(elements)].sort().join(' ');
    if (want !== have) problems.push({ key, message: `arguments differ: ${have || '(none)'} ≠ ${want || '(none)'}` });
    for (const message of pluralProblems(elements, locale)) problems.push({ key, message });
  }
  for (const key of translated.keys()) problems.push({ key, message: 'not in the English catalog' });
  return problems;
}
