import type { z } from 'zod';
import type { CollectionName, DocumentOf } from '@/content';

/** Where one collection's documents name another's (a projects block of a page names projects). */
export interface Reference {
  collection: CollectionName;
  /**
   * The path of the array of ids in the referring document (`['serviceFallback', 'relatedProjectIds']`); `*` stands for
   * every item of a list (`['blocks', '*', 'projectIds']`).
   */
  path: readonly string[];
  /** What the admin is told: "Home page › Featured projects". */
  label: string;
}

/**
 * What a write of a collection's items obeys, as its definition states it (the admin's `CollectionDefinition` adds
 * how it is shown). Its functions are declared as methods, whose parameters TypeScript checks both ways: a project's
 * rules are then `CollectionRules` (of any collection) for the generic writes, with no cast. They are only ever called
 * with documents of their own collection, which the writes read by `collection`.
 */
export interface CollectionRules<C extends CollectionName = CollectionName> {
  collection: C;
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
   * What keeps a new or renamed item from taking an address besides the rules every address obeys (ids.ts) and another
   * item having it: a page built from blocks may not shadow a page of the site or a redirect. Said to the admin as is.
   */
  addressProblem?(id: string): Promise<string | undefined>;
  /**
   * A fixed set of items (the six services, whose ids the forms and the calculator name): they are edited, never
   * created, duplicated or deleted.
   */
  fixed?: boolean;
  /** Fields the form never shows (the id, a slug that repeats it, an order the list sets). */
  hidden: readonly string[];
  titleOf(doc: DocumentOf<C>): string;
  /** The item's own public pages, without a language prefix (none for a testimonial). */
  publicPaths(doc: DocumentOf<C>): string[];
  /** The key of the item's SEO entry (`blog:<slug>`): its editor links to the entry's page in the SEO editor. */
  seoKeyOf?(doc: DocumentOf<C>): string;
  /** Documents of other collections that name this one's items. */
  references?: readonly Reference[];
  /** The rich-text fields, sanitised on save (SECURITY.md D2); `blocks.*.body` names the body of every block. */
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
  /** Set on a new or duplicated item (a testimonial's place at the end of the list). */
  onCreate?(doc: Record<string, unknown>, existing: readonly DocumentOf<C>[]): Record<string, unknown>;
}
