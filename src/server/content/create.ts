import 'server-only';
import type { CollectionName, DocumentOf } from '@/content';
import { slugify } from '@/lib/slugify';
import type { AdminUser } from '@/server/auth/user';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import {
  DocumentValidationError,
  getDocument,
  listDocuments,
  saveDocument,
  StaleVersionError,
} from '@/server/queries/documents';
import { saveDraft, StaleDraftError } from '@/server/queries/drafts';
import { idTaken, nextNumericId } from '@/server/queries/trash';
import { slugProblem, uniqueSlug, withId } from './ids';
import { contentProblems } from './problems';
import { preparedValues } from './prepare';
import { fixedSetRefusal, problemFields, takenMessage, type Refusal } from './refusals';
import type { CollectionRules } from './rules';

/** A new item written (published, or kept as its draft only), with its title for the activity log. */
export type CreateResult =
  { status: 'created'; id: string; asDraft?: true; title: string } | Refusal | { status: 'not_found' };

const copySuffix: Record<string, string> = { en: ' (copy)', es: ' (copia)', de: ' (Kopie)', ar: ' (نسخة)' };

export const idTakenIn = (collection: CollectionName) => (id: string) => idTaken(getDb(), collection, id);

/**
 * Writes a new item, or keeps it as its draft only (it has an address and an editor, and nothing of it is on the site
 * yet); an id taken meanwhile (two admins at once) is refused like any taken id.
 */
async function insert<C extends CollectionName>(
  rules: CollectionRules<C>,
  user: AdminUser,
  doc: Record<string, unknown>,
  asDraft: boolean,
): Promise<CreateResult> {
  const { collection } = rules;
  const existing = await listDocuments(getDb(), collection);
  const data = rules.onCreate ? rules.onCreate(doc, existing) : doc;
  const id = String(data.id);
  try {
    if (asDraft)
      await saveDraft(getDb(), collection, data, { by: user.name, expectedVersion: 0, expectedDraftVersion: 0 });
    else await saveDocument(getDb(), collection, data, { by: user.name, expectedVersion: 0 });
  } catch (error) {
    if (error instanceof StaleVersionError || error instanceof StaleDraftError)
      return { status: 'invalid', fields: { id: takenMessage(rules, id) } };
    if (error instanceof DocumentValidationError) return problemFields(error);
    throw error;
  }
  log.info(asDraft ? 'admin.created_draft' : 'admin.created', { collection, id, userId: user.id });
  const title = rules.titleOf(data as DocumentOf<C>);
  return asDraft ? { status: 'created', id, asDraft: true, title } : { status: 'created', id, title };
}

async function newId(
  rules: CollectionRules,
  requested: string,
): Promise<{ id: string | number } | { problem: string }> {
  if (rules.id.kind === 'number') return { id: await nextNumericId(getDb(), rules.collection) };
  // A collection's own rule first: it says why in its own words (a language, a page of the site).
  const problem = (await rules.addressProblem?.(requested)) ?? slugProblem(requested);
  if (problem) return { problem };
  if (await idTakenIn(rules.collection)(requested)) return { problem: takenMessage(rules, requested) };
  return { id: requested };
}

/**
 * A new item from a form's values (parsed by the caller: by a draft's rules, or by every rule when it publishes), at
 * the address asked for or one made from its title. `fieldProblems` are the caller's checks of the form's fields.
 */
export async function createItem<C extends CollectionName>(
  rules: CollectionRules<C>,
  user: AdminUser,
  {
    wanted,
    values,
    asDraft = false,
    fieldProblems,
    optional,
  }: {
    wanted?: string;
    values: Record<string, unknown>;
    asDraft?: boolean;
    fieldProblems: Record<string, string>;
    /** The optional fields of the form (an emptied list is left out). */
    optional: readonly string[];
  },
): Promise<CreateResult> {
  const problems = await contentProblems(rules, values, wanted ?? '', fieldProblems);
  if (problems) return { status: 'invalid', fields: problems };
  const prepared = preparedValues(rules, optional, values);
  const named = prepared[rules.titleField];
  const requested = wanted || slugify(typeof named === 'string' ? named : ((named as { en?: string })?.en ?? ''));
  const made = await newId(rules, requested);
  if ('problem' in made) return { status: 'invalid', fields: { id: made.problem } };
  return insert(rules, user, withId(rules, prepared, made.id), asDraft);
}

/** A copy of an item, titled as one, at the next free address: a draft, nothing of it on the site until published. */
export async function duplicateItem<C extends CollectionName>(
  rules: CollectionRules<C>,
  user: AdminUser,
  id: string,
): Promise<CreateResult> {
  const refusal = fixedSetRefusal(rules);
  if (refusal) return refusal;
  const { collection } = rules;
  const stored = await getDocument(getDb(), collection, id);
  if (!stored) return { status: 'not_found' };
  const copy = structuredClone(stored.data) as Record<string, unknown>;
  const title = copy[rules.titleField];
  copy[rules.titleField] =
    typeof title === 'string'
      ? `${title}${copySuffix.en}`
      : Object.fromEntries(
          Object.entries(title as Record<string, string>).map(([locale, text]) => [
            locale,
            `${text}${copySuffix[locale] ?? copySuffix.en}`,
          ]),
        );
  const newIdValue =
    rules.id.kind === 'number'
      ? await nextNumericId(getDb(), collection)
      : await uniqueSlug(
          `${id}-copy`,
          async (candidate) =>
            (await idTakenIn(collection)(candidate)) || (await rules.addressProblem?.(candidate)) !== undefined,
        );
  return insert(rules, user, withId(rules, copy, newIdValue), true);
}
