import { z } from 'zod';
import type { CollectionName, DocumentOf } from '@/content';
import type { CollectionRules } from '@/server/content/rules';
import type { FieldSpec } from './form-fields';

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
 * come from `schema`; nothing here repeats them. What the writes obey is `CollectionRules` (src/server/content/);
 * this adds how the admin shows it.
 *
 * Its functions are declared as methods, whose parameters TypeScript checks both ways: a project's definition is then
 * a `CollectionDefinition` (of any collection) for the generic engine, with no cast. A definition's own functions are
 * only ever called with documents of its own collection, which the engine reads by the definition's `collection`.
 */
export interface CollectionDefinition<C extends CollectionName = CollectionName> extends CollectionRules<C> {
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
  /** The fields of the form, in order. */
  fields: readonly FieldSpec[];
  /** What a new item starts with besides every field's blank (see values.ts). */
  blank(): Record<string, unknown>;
  /** A stored document as the form edits it (an older shape the form does not draw, brought to one it does). */
  toForm?(values: Record<string, unknown>): Record<string, unknown>;
  subtitleOf?(doc: DocumentOf<C>): string;
  imageOf?(doc: DocumentOf<C>): string | undefined;
  sorts: readonly [SortSpec<DocumentOf<C>>, ...SortSpec<DocumentOf<C>>[]];
  filters?: readonly FilterSpec<DocumentOf<C>>[];
  /** The toast after a save, `{title}` standing for the item's title (spec 001 words it per editor). */
  savedText?: string;
  /**
   * What the editor points out beside fields without refusing the save, by field path (a menu link to a page in the
   * trash): worked out on the server when the editor opens.
   */
  warnings?(values: Record<string, unknown>): Promise<Record<string, string>>;
  /** The item's page is drawn beside its form as it is typed (a page built from blocks: live-preview-client.tsx). */
  livePreview?: boolean;
  /** The editor lists the items that name this one (`references`): the pages a shared block is on. */
  showUsages?: boolean;
  /**
   * The kind of block an item holds, for a collection of shared blocks: a page's blocks field that names the collection
   * (`relation`) shows it in its picker and on each placed block.
   */
  blockTypeOf?(doc: DocumentOf<C>): string | undefined;
}

/** The name the registry knows the definition by (see `key`). */
export const definitionKey = (definition: Pick<CollectionDefinition, 'key' | 'collection'>): string =>
  definition.key ?? definition.collection;

/** An item's editor, `{id}` standing for its id. */
export const itemPatternOf = (definition: Pick<CollectionDefinition, 'section' | 'itemPath'>) =>
  definition.itemPath ?? `/admin/${definition.section}/{id}`;

export const itemPathOf = (definition: Pick<CollectionDefinition, 'section' | 'itemPath'>, id: string) =>
  itemPatternOf(definition).replace('{id}', encodeURIComponent(id));

export function defineCollection<C extends CollectionName>(definition: CollectionDefinition<C>) {
  return definition;
}

/** The fields the form edits: the content schema without the ones the definition keeps out of it. */
export function editSchemaOf(definition: CollectionDefinition): z.ZodObject<Record<string, z.ZodType>> {
  const shape = { ...definition.schema.shape } as Record<string, z.ZodType>;
  for (const key of definition.hidden) delete shape[key];
  return z.strictObject(shape);
}
