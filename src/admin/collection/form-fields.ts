import type { z } from 'zod';
import { IMAGE_HOSTS } from '@/lib/security/csp';
import collectionsCopy from '@messages/admin/collections.json';
import editorCopy from '@messages/admin/editor.json';

/**
 * How a field of a collection is edited. `text`, `textarea`, `richText` and `article` are per language; the others are
 * the same in every language.
 */
type FieldKind =
  | 'text'
  | 'textarea'
  | 'richText'
  | 'article'
  | 'plain'
  | 'url'
  | 'image'
  | 'date'
  | 'month'
  | 'number'
  | 'rating'
  | 'boolean'
  | 'choice'
  | 'choices'
  | 'plainList'
  | 'textList'
  | 'imageList'
  | 'relations'
  | 'group'
  | 'groupList'
  | 'blocks';

export interface Option {
  value: string;
  label: string;
}

/** One kind of block a `blocks` field offers: its `type` (the schema's discriminator), its name, its fields. */
export interface BlockSpec {
  type: string;
  label: string;
  description: string;
  fields: readonly FieldSpec[];
  /** What a new block of the kind holds besides its fields' blanks (a list block shows three items). */
  blank?: Readonly<Record<string, unknown>>;
}

/** A block kind as the form draws it: its fields with the schema's limits. */
export interface FormBlock extends Omit<BlockSpec, 'fields'> {
  fields: FormField[];
}

/** A field as a collection's definition names it: the rest (limits, whether it is required) comes from the schema. */
export interface FieldSpec {
  name: string;
  kind: FieldKind;
  label: string;
  /** Help shown under the field and read with it; a function when it depends on the server's settings. */
  help?: string | (() => string);
  /** `choice`, `choices`: the values allowed, with their labels. */
  options?: readonly Option[];
  /** `group`, `groupList`: the fields of each item. */
  fields?: readonly FieldSpec[];
  /** `blocks`: the kinds of block the list may hold, in the order the picker shows them. */
  blocks?: readonly BlockSpec[];
  /** `plainList`, `textList`, `imageList`, `groupList`: the name of one item (`Technology` → "Technology 2"). */
  item?: string;
  /**
   * `relations`: the collection whose items are chosen. `blocks`: the collection of shared blocks the list may place (a
   * `{ type: 'shared', ref }` block names one) and save any of its blocks into, as a new item of one block.
   */
  relation?: string;
  /** Shown collapsed until opened (long lists the editor seldom changes). */
  collapsed?: boolean;
  /**
   * `image`: read by other sites, never shown on the site's pages (a sharing image), so any https host will do; an
   * image a page shows must be one the page's CSP lets it load (collection/images.ts).
   */
  offSite?: boolean;
  /**
   * `image`, `imageList`: the pages show the image without describing it (beside a title that says it all), so a media
   * library image needs no alt text to be placed here.
   */
  decorative?: boolean;
  /**
   * The description of the image in the field named here: shown only while that field holds an image from outside the
   * media library (a library image is described by its own alt text, which the pages use instead).
   */
  describes?: string;
}

/** A field as the form draws it: the spec with the schema's limits. Plain data, so the server can hand it to the form. */
export interface FormField extends Omit<FieldSpec, 'fields' | 'help' | 'blocks'> {
  help?: string;
  required: boolean;
  /** Longest text (of each item, for lists). */
  maxLength?: number;
  /** Smallest and largest number, or fewest and most items of a list. */
  min?: number;
  max?: number;
  /** A list of numbers (`relations` naming numbered items, such as projects): the form sends numbers. */
  numeric?: boolean;
  fields?: FormField[];
  blocks?: FormBlock[];
}

type Schema = z.core.$ZodType;

function def(schema: Schema): { type: string } & Record<string, unknown> {
  return schema._zod.def as { type: string } & Record<string, unknown>;
}

/**
 * A limit zod's classes read off their checks (a string's `maxLength`, a number's `minValue`), when it is a finite
 * number. Read by name rather than through the classes, which would bring zod's runtime into the client forms.
 */
function bound(schema: Schema, name: 'maxLength' | 'minLength' | 'minValue' | 'maxValue'): number | undefined {
  const value = name in schema ? (schema as Schema & Record<typeof name, unknown>)[name] : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The schema under `optional`, `default` and `nullable` wrappers, and whether one of them made it optional. */
function unwrap(schema: Schema): { inner: Schema; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    const d = def(inner);
    if (d.type === 'optional' || d.type === 'default' || d.type === 'nullable') {
      optional = true;
      inner = d.innerType as Schema;
    } else if (d.type === 'pipe') inner = d.in as Schema;
    else return { inner, optional };
  }
}

/** A text's limits: a string's, or the English text's of a per-language object, or the first string of a union. */
function textLimits(schema: Schema): { maxLength?: number; minLength?: number } {
  const { inner } = unwrap(schema);
  const d = def(inner);
  if (d.type === 'string') return { maxLength: bound(inner, 'maxLength'), minLength: bound(inner, 'minLength') };
  if (d.type === 'object') {
    const english = (d.shape as Record<string, Schema>).en;
    return english ? textLimits(english) : {};
  }
  if (d.type === 'union') return textLimits((d.options as Schema[])[0] as Schema);
  return {};
}

function arrayLimits(schema: Schema): { min?: number; max?: number; exact?: number } {
  const checks = (def(schema).checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? [];
  const limits: { min?: number; max?: number } = {};
  for (const check of checks) {
    const c = check._zod.def;
    if (c.check === 'min_length') limits.min = c.minimum as number;
    if (c.check === 'max_length') limits.max = c.maximum as number;
    if (c.check === 'length_equals') limits.min = limits.max = c.length as number;
  }
  return limits;
}

function numberLimits(schema: Schema): { min?: number; max?: number } {
  return { min: bound(schema, 'minValue'), max: bound(schema, 'maxValue') };
}

/** The shape of an object schema (under any wrappers). */
export function shapeOf(schema: Schema): Record<string, Schema> {
  const { inner } = unwrap(schema);
  const d = def(inner);
  if (d.type !== 'object') throw new Error(`Not an object schema: ${d.type}`);
  return d.shape as Record<string, Schema>;
}

/**
 * The form fields of `specs`, with every limit read from `schema` (an object schema): a limit is written once, in the
 * content schema, and the form, the browser's `maxLength` and the server's check all follow it. A spec naming a field
 * the schema does not have is a programming error, reported at once.
 */
export function formFields(schema: Schema, specs: readonly FieldSpec[]): FormField[] {
  const shape = shapeOf(schema);
  return specs.map((spec) => {
    const field = shape[spec.name];
    if (!field) throw new Error(`The schema has no field "${spec.name}"`);
    const { inner, optional } = unwrap(field);
    const d = def(inner);
    const { fields, help, blocks, ...rest } = spec;
    const result: FormField = { ...rest, required: !optional };
    if (help !== undefined) result.help = typeof help === 'function' ? help() : help;
    else if (spec.kind === 'image' && !spec.offSite)
      result.help = collectionsCopy.imageHelp.replace('{hosts}', IMAGE_HOSTS.map((h) => new URL(h).host).join(', '));
    if (d.type === 'array') {
      const { min, max } = arrayLimits(inner);
      const element = d.element as Schema;
      Object.assign(result, { min, max, maxLength: textLimits(element).maxLength });
      if (def(unwrap(element).inner).type === 'number') result.numeric = true;
      if (fields) result.fields = formFields(element, fields);
      if (blocks) result.blocks = blocks.map((block) => formBlock(element, block));
    } else if (d.type === 'number') {
      Object.assign(result, numberLimits(inner));
    } else if (fields) {
      result.fields = formFields(inner, fields);
    } else {
      const { maxLength } = textLimits(inner);
      if (maxLength !== undefined) result.maxLength = maxLength;
    }
    return result;
  });
}

/** The value of a literal schema (`z.literal('hero')`), or undefined for any other schema. */
function literalOf(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  const d = def(schema);
  return d.type === 'literal' ? (d.values as unknown[])[0] : undefined;
}

/** A block kind's form: its fields read from the option of the union (`element`) whose `type` is the block's. */
function formBlock(element: Schema, { fields, ...block }: BlockSpec): FormBlock {
  const options = (def(unwrap(element).inner).options as Schema[] | undefined) ?? [];
  const option = options.find((candidate) => literalOf(shapeOf(candidate).type) === block.type);
  if (!option) throw new Error(`The schema has no block "${block.type}"`);
  return { ...block, fields: formFields(option, fields) };
}

/**
 * The form field at a dotted path through groups (`categories.options.price`), for a form of its own that reads its
 * limits from the definition rather than retyping them. A path the fields do not have is a programming error.
 */
export function fieldAt(fields: readonly FormField[], path: string): FormField {
  const [name, ...rest] = path.split('.');
  const field = fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`The form has no field "${path}"`);
  return rest.length ? fieldAt(field.fields ?? [], rest.join('.')) : field;
}

const languageNames: Readonly<Record<string, string>> = editorCopy.languages;

/** The names of the keys every item has and no form shows. */
const hiddenKeyNames: Readonly<Record<string, string>> = { id: 'ID', slug: 'Address', order: 'Position in the list' };

/** A key no field names, in words: `relatedProjectIds` → "Related project IDs", `oneTime` → "One time". */
export function keyInWords(key: string): string {
  const known = hiddenKeyNames[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .replace(/\bid(s?)\b/g, 'ID$1')
    .replace(/\burl\b/g, 'URL');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A stored value's path as the form names it: `features.2.en` → "Features › Feature 3 · English", `title.es` →
 * "Title · Spanish". A part the fields do not name (a key the form does not show) is put in words, never shown as the
 * key itself: `order` → "Position in the list", `metrics.0.value` → "Metrics › Item 1 › Value".
 */
export function fieldLabel(specs: readonly FieldSpec[], path: string): string {
  const names: string[] = [];
  let language: string | undefined;
  let fields: readonly FieldSpec[] = specs;
  let current: FieldSpec | undefined;
  for (const segment of path.split('.')) {
    const spec = fields.find((field) => field.name === segment);
    if (spec) {
      current = spec;
      fields = spec.fields ?? spec.blocks?.flatMap((block) => block.fields) ?? [];
      names.push(spec.label);
    } else if (/^\d+$/.test(segment)) {
      names.push(`${current?.item ?? current?.label ?? 'Item'} ${Number(segment) + 1}`);
    } else if (Object.hasOwn(languageNames, segment)) language = languageNames[segment];
    else {
      current = undefined;
      fields = [];
      names.push(keyInWords(segment));
    }
  }
  return `${names.join(' › ')}${language ? ` · ${language}` : ''}`;
}
