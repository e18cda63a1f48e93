import { z } from 'zod';
import type { CollectionName, DocumentOf } from '@/content';
import type { FieldSpec } from './form-fields';

/** Where one collection's documents name another's (`featuredProjectIds` of the home page names projects). */
export interface Reference {
  collection: CollectionName;
  /** The path of the array of ids in the referring document (`['serviceFallback', 'relatedProjectIds']`). */
  path: readonly string[];
  /** What the admin is told: "Home page › Featured projects". */
  label: string;
}

/** A way to order the list: its label in the Sort menu and the comparison. */
export interface SortSpec<D> {
  id: string;
  label: string;
  compare(a: D, b: D): number;
}

/** A filter of the list: its label, and the values a document has for it (a project's categories). */
export interface FilterSpec<D> {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  valuesOf(doc: D): readonly string[];
}

/**
 * Everything the admin needs to know about one collection, written once: the list, the form, the loader and the
 * save / restore / create / duplicate / delete actions are all driven from it (admin/collection/). Limits
 * come from `schema`; nothing here repeats them.
 *
 * Its functions are declared as methods, whose parameters TypeScript checks both ways: a project's definition is then
 * a `CollectionDefinition` (of any collection) for the generic engine, with no cast. A definition's own functions are
 * only ever called with documents of its own collection, which the engine reads by the definition's `collection`.
 */
export interface CollectionDefinition<C extends CollectionName = CollectionName> {
  collection: C;
  /**
   * The definition's name in the registry, which the pages bind to the actions: the collection's name, unless several
   * definitions share one collection (each fixed page of `pages` has its own form: `pages.home`, `pages.legal`).
   */
  key?: string;
  /** The admin path segment: `/admin/<section>`, `/admin/<section>/new`, `/admin/<section>/<id>`. */
  section: string;
  /**
   * Where the panel's navigation lists the section: in a group (the first definition of a section decides), or not at
   * all when it is a part of another section, whose entry stays marked (the client logos, within Pages).
   */
  nav: { group: 'content' | 'site' } | { within: string };
  /** An item's editor, `{id}` standing for its id; `/admin/<section>/{id}` unless the section has its own scheme. */
  itemPath?: string;
  singular: string;
  plural: string;
  /** The content schema of the collection (an object schema). */
  schema: z.ZodObject;
  /**
   * How a new item's id is made: the next number, or a slug made from the English title (editable, unique).
   * `slugField` is a field that repeats the id (a blog post's `slug`).
   */
  id: { kind: 'number' } | { kind: 'slug'; slugField?: string; schema?: z.ZodType<string> };
  /**
   * A fixed set of items (the six services, whose ids the forms and the calculator name): they are edited, never
   * created, duplicated or deleted.
   */
  fixed?: boolean;
  /** Fields the form never shows (the id, a slug that repeats it, an order the list sets). */
  hidden: readonly string[];
  /** The fields of the form, in order. */
  fields: readonly FieldSpec[];
  /** What a new item starts with besides every field's blank (see values.ts). */
  blank(): Record<string, unknown>;
  /** A stored document as the form edits it (an older shape the form does not draw, brought to one it does). */
  toForm?(values: Record<string, unknown>): Record<string, unknown>;
  titleOf(doc: DocumentOf<C>): string;
  subtitleOf?(doc: DocumentOf<C>): string;
  imageOf?(doc: DocumentOf<C>): string | undefined;
  /** The item's own public pages, without a language prefix (none for a testimonial). */
  publicPaths(doc: DocumentOf<C>): string[];
  /** The key of the item's SEO entry (`blog:<slug>`): its editor links to the entry's page in the SEO editor. */
  seoKeyOf?(doc: DocumentOf<C>): string;
  /** Documents of other collections that name this one's items. */
  references?: readonly Reference[];
  sorts: readonly [SortSpec<DocumentOf<C>>, ...SortSpec<DocumentOf<C>>[]];
  filters?: readonly FilterSpec<DocumentOf<C>>[];
  /** The rich-text fields, sanitised on save (SECURITY.md D2). */
  htmlFields?: readonly string[];
  /** Article fields (a blog post's body), sanitised with the article allowlist. */
  articleFields?: readonly string[];
  /** The field that names an item: a new item's address is made from it, and a copy gets " (copy)" added to it. */
  titleField: string;
  /** The field that holds an item's place on the site (`order`): the admin moves items up and down. */
  orderField?: string;
  /**
   * A field's own words when the schema refuses it ("Enter a whole number from 1 to 5."), by its path
   * (`address.country`) or by the name of a field at any depth (`price`).
   */
  messages?: Readonly<Record<string, string>>;
  /**
   * A check the schema cannot make, run on the server before every save and create (a video host the page's CSP lets
   * it play; a catalogue whose options must stay those stored): the problems by field name, or nothing.
   */
  check?(
    values: Record<string, unknown>,
    context: { id: string; stored?: DocumentOf<C> },
  ): Record<string, string> | undefined | Promise<Record<string, string> | undefined>;
  /**
   * A save of version 0 writes the item's first version: the items are named by the site (an SEO entry of each page),
   * and one may not have been written yet. `check` decides which ids may be written.
   */
  createMissing?: boolean;
  /** The toast after a save, `{title}` standing for the item's title (spec 001 words it per editor). */
  savedText?: string;
  /** Set on a new or duplicated item (a testimonial's place at the end of the list). */
  onCreate?(doc: Record<string, unknown>, existing: readonly DocumentOf<C>[]): Record<string, unknown>;
}

/** The name the registry knows the definition by (see `key`). */
export const definitionKey = (definition: Pick<CollectionDefinition, 'key' | 'collection'>): string =>
  definition.key ?? definition.collection;

export const itemPathOf = (definition: Pick<CollectionDefinition, 'section' | 'itemPath'>, id: string) =>
  (definition.itemPath ?? `/admin/${definition.section}/{id}`).replace('{id}', encodeURIComponent(id));

export function defineCollection<C extends CollectionName>(definition: CollectionDefinition<C>) {
  return definition;
}

/** The fields the form edits: the content schema without the ones the definition keeps out of it. */
export function editSchemaOf(definition: CollectionDefinition): z.ZodObject<Record<string, z.ZodType>> {
  const shape = { ...definition.schema.shape } as Record<string, z.ZodType>;
  for (const key of definition.hidden) delete shape[key];
  return z.strictObject(shape);
}
