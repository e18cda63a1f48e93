import 'server-only';
import { z } from 'zod';
import type { CollectionName, DocumentOf } from '@/content';
import { articleHtmlForSave } from '@/lib/article';
import { draftSchema } from '@/lib/draft-rules';
import { fieldErrors } from '@/lib/field-errors';
import type { EditorResult } from '@/lib/editor';
import { recordAudit } from '@/server/audit';
import type { AdminUser } from '@/server/auth/user';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { mediaIndex } from '@/server/media/published';
import {
  DocumentValidationError,
  getDocument,
  listDocuments,
  readCollection,
  saveDocument,
  StaleVersionError,
  TrashedIdError,
} from '@/server/queries/documents';
import { saveDraft as keepAsDraft, StaleDraftError } from '@/server/queries/drafts';
import { IdTakenError, renameDocument } from '@/server/queries/rename';
import { idTaken, nextNumericId, trashDocument } from '@/server/queries/trash';
import collectionsCopy from '@messages/admin/collections.json';
import { adminAction } from '../admin-action';
import { editorActions, refuse, sanitizeRichText } from '../editor-actions';
import { editorInputs } from '../editor-inputs';
import { reviewLinkActions } from '../review/review-link-actions';
import { scheduleAction, type ScheduleTarget } from '../schedule/schedule-action';
import { markCurrentAction } from '../translations/mark-current-action';
import { collectionErrors } from './collection-errors';
import { editSchemaOf, type CollectionDefinition } from './definition';
import { fieldLabel } from './form-fields';
import { slugProblem, uniqueSlug } from './ids';
import { imageProblems } from './images';
import { removeReferences, usagesOf, withIdRenamed, type Usage } from './references';
import { slugify } from './slugify';
import { unpublishAction } from './unpublish-action';

/** What a create or duplicate answers: a form's result, never a draft's. */
type CreateResult = Exclude<EditorResult<never>, { status: 'drafted' | 'discarded' | 'draft_elsewhere' }>;
type MoveResult =
  | { status: 'moved' }
  | { status: 'stale' }
  | { status: 'not_found' }
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'error'; reference: string };
type RenameResult =
  | { status: 'renamed'; id: string }
  | { status: 'stale' }
  | { status: 'not_found' }
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'error'; reference: string };
type RemoveResult =
  | { status: 'deleted' }
  | { status: 'in_use'; usages: Usage[] }
  | { status: 'stale' }
  | { status: 'not_found' }
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'error'; reference: string };

const optionalKeys = (schema: z.ZodObject) =>
  Object.entries(schema.shape)
    .filter(([, field]) => (field as z.ZodType).safeParse(undefined).success)
    .map(([key]) => key);

const copySuffix: Record<string, string> = { en: ' (copy)', es: ' (copia)', de: ' (Kopie)', ar: ' (نسخة)' };

function problemFields(error: DocumentValidationError): Record<string, string> {
  return Object.fromEntries(error.issues.map((issue) => [issue.path || 'form', issue.message]));
}

/**
 * Every action of a collection's admin, from its definition: save and restore (as every editor), create, duplicate
 * and delete (to the trash). All go through `adminAction`: session, role, strict input, then the write.
 */
export function collectionActions<C extends CollectionName>(definition: CollectionDefinition<C>) {
  const { collection } = definition;
  const edit = editSchemaOf(definition);
  const idSchema =
    definition.id.kind === 'number'
      ? z.string().regex(/^\d{1,9}$/)
      : (definition.id.schema ?? z.string().min(1).max(80));
  type Values = Record<string, unknown>;
  const db = getDb;
  const optional = optionalKeys(edit);

  const prepare = (values: Values): Values => {
    let result = sanitizeRichText(values, (definition.htmlFields ?? []) as (keyof Values)[]);
    // An optional list emptied is left out rather than stored as [] (an SEO entry with no keywords sends no tag).
    for (const key of optional)
      if (Array.isArray(result[key]) && (result[key] as unknown[]).length === 0) delete result[key];
    for (const field of definition.articleFields ?? []) {
      const text = result[field] as Record<string, string> | undefined;
      if (!text) continue;
      const clean = Object.fromEntries(
        Object.entries(text)
          .map(([locale, html]) => [locale, articleHtmlForSave(html)] as const)
          .filter(([, html]) => html.length > 0),
      );
      result = { ...result, [field]: clean };
    }
    return result;
  };

  // A field's own words in place of the generic ones: by its path, else by the nearest field name along it that has
  // some (`categories.0.options.2.price` → "price"; `role.en` → "role").
  const reword = (fields: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(fields).map(([path, message]) => {
        const own = definition.messages ?? {};
        const named = path
          .split('.')
          .reverse()
          .find((segment) => Object.hasOwn(own, segment));
        return [path, own[path] ?? (named ? own[named] : undefined) ?? message];
      }),
    );
  const problemsOf = async (values: Values, id: string, draft = false) => {
    const problems = {
      ...imageProblems(definition.fields, values, await mediaIndex(), '', { draft }),
      ...(await definition.check?.(values, {
        id,
        stored: (await getDocument(db(), collection, id))?.data as DocumentOf<C> | undefined,
      })),
    };
    return Object.keys(problems).length > 0 ? problems : undefined;
  };

  // A draft may lack what only publishing needs, never its title (src/lib/draft-rules.ts).
  const draftRules = { keep: [definition.titleField], error: collectionErrors };
  const draftValues = draftSchema(edit, draftRules);
  const { save, restore, saveDraft, discardDraft, compare, presence } = editorActions({
    collection,
    edit,
    inputs: editorInputs(idSchema, edit, draftRules),
    createMissing: definition.createMissing,
    editableKeys: optional,
    errorMap: collectionErrors,
    reword,
    labelOf: (path) => fieldLabel(definition.fields, path),
    prepare: async (values, id, draft) => {
      const problems = await problemsOf(values, id, draft);
      return problems ? refuse({ status: 'invalid', fields: problems }) : { values: prepare(values) };
    },
  });

  const taken = (id: string) => idTaken(db(), collection, id);

  /** Writes a new item; an id taken meanwhile (two admins at once) is refused like any taken id. */
  async function insert(user: AdminUser, doc: Record<string, unknown>): Promise<CreateResult> {
    const existing = await listDocuments(db(), collection);
    const data = definition.onCreate ? definition.onCreate(doc, existing) : doc;
    const id = String(data.id);
    try {
      await saveDocument(db(), collection, data, { by: user.name, expectedVersion: 0 });
    } catch (error) {
      if (error instanceof StaleVersionError) return { status: 'invalid', fields: { id: takenMessage(id) } };
      if (error instanceof DocumentValidationError) return { status: 'invalid', fields: problemFields(error) };
      throw error;
    }
    log.info('admin.created', { collection, id, userId: user.id });
    await recordAudit(db(), user, {
      action: 'content.created',
      target: `${collection}:${id}`,
      summary: `${definition.singular} “${definition.titleOf(data as DocumentOf<C>)}” (${id})`,
    });
    return { status: 'created', id };
  }

  /** Keeps a new item as its draft only: it has an address and an editor, and nothing of it is on the site yet. */
  async function insertDraft(user: AdminUser, doc: Record<string, unknown>): Promise<CreateResult> {
    const existing = await listDocuments(db(), collection);
    const data = definition.onCreate ? definition.onCreate(doc, existing) : doc;
    const id = String(data.id);
    try {
      await keepAsDraft(db(), collection, data, { by: user.name, expectedVersion: 0, expectedDraftVersion: 0 });
    } catch (error) {
      if (error instanceof StaleVersionError || error instanceof StaleDraftError)
        return { status: 'invalid', fields: { id: takenMessage(id) } };
      if (error instanceof DocumentValidationError) return { status: 'invalid', fields: problemFields(error) };
      throw error;
    }
    log.info('admin.created_draft', { collection, id, userId: user.id });
    await recordAudit(db(), user, {
      action: 'content.created',
      target: `${collection}:${id}`,
      summary: `${definition.singular} “${definition.titleOf(data as DocumentOf<C>)}” (${id}), as a draft not published yet`,
    });
    return { status: 'created', id, asDraft: true };
  }

  const takenMessage = (id: string) =>
    `The address “${id}” is already used by another ${definition.singular.toLowerCase()} (perhaps one in the trash).`;

  async function newId(requested: string): Promise<{ id: string | number } | { problem: string }> {
    if (definition.id.kind === 'number') return { id: await nextNumericId(db(), collection) };
    const problem = slugProblem(requested);
    if (problem) return { problem };
    if (await taken(requested)) return { problem: takenMessage(requested) };
    return { id: requested };
  }

  function withId(values: Record<string, unknown>, id: string | number): Record<string, unknown> {
    const slugField = definition.id.kind === 'slug' ? definition.id.slugField : undefined;
    return { ...values, id, ...(slugField ? { [slugField]: id } : {}) };
  }

  const options = { role: 'editor', fieldPrefix: 'values.', errorMap: collectionErrors, reword } as const;
  /** What a create, duplicate or delete of a fixed set answers (checked here, whatever the page offered). */
  const fixedSet = {
    status: 'invalid',
    fields: { form: `${definition.plural} are a fixed set: they can be edited, not added or deleted.` },
  } as const;

  const scheduleTarget: ScheduleTarget<C> = {
    collection,
    singular: definition.singular,
    titleOf: definition.titleOf,
    idSchema,
    fixed: Boolean(definition.fixed),
    usagesOf: (id) => usagesOf(definition, id),
  };

  return {
    save,
    restore,
    saveDraft,
    discardDraft,
    compare,
    presence,

    create: adminAction(
      {
        ...options,
        failure: 'admin.create_failed',
        input: z.strictObject({
          id: z.string().trim().max(200).optional(),
          // Read by a draft's rules here; a create that publishes is held to every rule below.
          values: draftValues,
          /** Keep the new item as a draft, off the site, instead of publishing it. */
          asDraft: z.boolean().optional(),
        }),
      },
      async ({ id: wanted, values, asDraft }, { user }): Promise<CreateResult> => {
        if (definition.fixed) return fixedSet;
        if (!asDraft) {
          const whole = edit.safeParse(values, { error: collectionErrors });
          if (!whole.success) return { status: 'invalid', fields: reword(fieldErrors(whole.error)) };
        }
        const problems = await problemsOf(values, wanted ?? '', asDraft);
        if (problems) return { status: 'invalid', fields: problems };
        const prepared = prepare(values);
        const named = (prepared as Record<string, unknown>)[definition.titleField];
        const requested = wanted || slugify(typeof named === 'string' ? named : ((named as { en?: string })?.en ?? ''));
        const made = await newId(requested);
        if ('problem' in made) return { status: 'invalid', fields: { id: made.problem } };
        return (asDraft ? insertDraft : insert)(user, withId(prepared, made.id));
      },
    ),

    duplicate: adminAction(
      { ...options, failure: 'admin.duplicate_failed', input: z.strictObject({ id: idSchema }) },
      async ({ id }, { user }): Promise<CreateResult> => {
        if (definition.fixed) return fixedSet;
        const stored = await getDocument(db(), collection, id);
        if (!stored) return { status: 'not_found' };
        const copy = structuredClone(stored.data) as Record<string, unknown>;
        const title = copy[definition.titleField];
        copy[definition.titleField] =
          typeof title === 'string'
            ? `${title}${copySuffix.en}`
            : Object.fromEntries(
                Object.entries(title as Record<string, string>).map(([locale, text]) => [
                  locale,
                  `${text}${copySuffix[locale] ?? copySuffix.en}`,
                ]),
              );
        const newIdValue =
          definition.id.kind === 'number'
            ? await nextNumericId(db(), collection)
            : await uniqueSlug(`${id}-copy`, taken);
        // A copy is a draft: nothing of it is on the site (or in the sitemap and feeds) until someone publishes it.
        return insertDraft(user, withId(copy, newIdValue));
      },
    ),

    move: adminAction(
      {
        ...options,
        failure: 'admin.move_failed',
        input: z.strictObject({ id: idSchema, direction: z.enum(['up', 'down']) }),
      },
      async ({ id, direction }, { user }): Promise<MoveResult> => {
        const field = definition.orderField;
        if (!field) return { status: 'invalid', fields: { form: 'This list has no order of its own.' } };
        const placeOf = (data: unknown) => Number((data as Record<string, unknown>)[field]);
        const items = [...(await readCollection(db(), collection)).values()].sort(
          (a, b) => placeOf(a.data) - placeOf(b.data) || String(a.data.id).localeCompare(String(b.data.id)),
        );
        const from = items.findIndex((item) => String(item.data.id) === id);
        if (from < 0) return { status: 'not_found' };
        const to = direction === 'up' ? from - 1 : from + 1;
        if (to < 0 || to >= items.length) return { status: 'moved' };
        [items[from], items[to]] = [items[to]!, items[from]!];
        try {
          // Places become 0, 1, 2… in the new order: only the items whose place changes get a new version.
          for (const [place, item] of items.entries()) {
            if (placeOf(item.data) === place) continue;
            await saveDocument(
              db(),
              collection,
              { ...item.data, [field]: place },
              { by: user.name, expectedVersion: item.version },
            );
          }
        } catch (error) {
          if (error instanceof StaleVersionError) return { status: 'stale' };
          throw error;
        }
        log.info('admin.moved', { collection, id, direction, userId: user.id });
        await recordAudit(db(), user, {
          action: 'content.reordered',
          target: `${collection}:${id}`,
          summary: `${definition.singular} “${definition.titleOf(items[to]!.data)}” moved ${direction} to place ${to + 1}`,
        });
        return { status: 'moved' };
      },
    ),

    rename: adminAction(
      {
        ...options,
        failure: 'admin.rename_failed',
        input: z.strictObject({
          id: idSchema,
          to: z.string().trim().max(200),
          expectedVersion: z.number().int().min(1),
        }),
      },
      async ({ id, to, expectedVersion }, { user }): Promise<RenameResult> => {
        if (definition.fixed || definition.id.kind !== 'slug')
          return { status: 'invalid', fields: { id: collectionsCopy.rename.fixed } };
        if (to === id) return { status: 'renamed', id };
        const problem = slugProblem(to) ?? ((await taken(to)) ? takenMessage(to) : undefined);
        if (problem) return { status: 'invalid', fields: { id: problem } };
        const stored = await getDocument(db(), collection, id);
        if (!stored) return { status: 'not_found' };
        const renamed = (data: Record<string, unknown>) => withId(data, to);
        const seoKeyOf = definition.seoKeyOf as ((doc: unknown) => string) | undefined;
        try {
          const version = await renameDocument(db(), collection, id, to, {
            by: user.name,
            expectedVersion,
            renamed,
            companion: seoKeyOf && {
              collection: 'seo',
              from: seoKeyOf(stored.data),
              to: seoKeyOf(renamed(stored.data)),
              renamed: (entry) => ({ ...entry, id: seoKeyOf(renamed(stored.data)) }),
            },
            references: (definition.references ?? []).map((reference) => ({
              collection: reference.collection,
              rewrite: (doc) => {
                const changed = withIdRenamed(doc, reference.path, id, to);
                return changed ? () => changed as Record<string, unknown> : undefined;
              },
            })),
          });
          if (version === undefined) return { status: 'not_found' };
        } catch (error) {
          if (error instanceof StaleVersionError) return { status: 'stale' };
          if (error instanceof IdTakenError || error instanceof TrashedIdError)
            return { status: 'invalid', fields: { id: takenMessage(to) } };
          if (error instanceof DocumentValidationError) return { status: 'invalid', fields: problemFields(error) };
          throw error;
        }
        const [from, now] = [
          definition.publicPaths(stored.data)[0],
          definition.publicPaths(renamed(stored.data) as DocumentOf<C>)[0],
        ];
        log.info('admin.renamed', { collection, id, to, userId: user.id });
        await recordAudit(db(), user, {
          action: 'content.renamed',
          target: `${collection}:${to}`,
          summary: `${definition.singular} “${definition.titleOf(stored.data)}” moved from ${from ?? id} to ${now ?? to}; the old address redirects`,
        });
        return { status: 'renamed', id: to };
      },
    ),

    markCurrent: markCurrentAction(collection, idSchema),

    schedule: scheduleAction(scheduleTarget),

    unpublish: unpublishAction(scheduleTarget),

    ...reviewLinkActions(definition, idSchema),

    remove: adminAction(
      {
        ...options,
        failure: 'admin.delete_failed',
        input: z.strictObject({
          id: idSchema,
          expectedVersion: z.number().int().min(1),
          removeReferences: z.boolean().optional(),
          /** Another item of the collection whose page answers for this one's (a 301), instead of 410 Gone. */
          replacement: idSchema.optional(),
        }),
      },
      async ({ id, expectedVersion, removeReferences: confirmed, replacement }, { user }): Promise<RemoveResult> => {
        if (definition.fixed) return fixedSet;
        const stored = await getDocument(db(), collection, id);
        if (!stored) return { status: 'not_found' };
        if (stored.version !== expectedVersion) return { status: 'stale' };
        // Redirects are an owner's to make (SECURITY.md A1): an editor's delete answers 410.
        if (replacement !== undefined && user.role !== 'owner')
          return { status: 'invalid', fields: { replacement: collectionsCopy.replacement.ownersOnly } };
        const replacedBy = replacement === undefined ? undefined : await getDocument(db(), collection, replacement);
        const replacementPath = replacedBy && definition.publicPaths(replacedBy.data)[0];
        if (replacement !== undefined && (replacement === id || !replacementPath))
          return { status: 'invalid', fields: { replacement: collectionsCopy.replacement.missing } };
        const usages = await usagesOf(definition, id);
        if (usages.length > 0) {
          // Only an owner may change other documents in the same step; an editor removes the references first.
          if (!confirmed || user.role !== 'owner') return { status: 'in_use', usages };
          try {
            await removeReferences(user, definition.references ?? [], id);
          } catch (error) {
            if (error instanceof DocumentValidationError)
              return {
                status: 'invalid',
                fields: {
                  form: `The references cannot be removed: ${error.issues[0]?.message ?? 'a list would be left invalid'}. Choose another item there first.`,
                },
              };
            throw error;
          }
        }
        try {
          await trashDocument(db(), collection, id, {
            by: user.name,
            expectedVersion,
            publicPaths: definition.publicPaths(stored.data),
            replacement: replacementPath,
          });
        } catch (error) {
          if (error instanceof StaleVersionError) return { status: 'stale' };
          throw error;
        }
        log.info('admin.deleted', { collection, id, userId: user.id });
        await recordAudit(db(), user, {
          action: 'content.deleted',
          target: `${collection}:${id}`,
          summary: `${definition.singular} “${definition.titleOf(stored.data)}” (${id}) moved to the trash${
            replacementPath ? `; its address redirects to ${replacementPath}` : ''
          }`,
        });
        return { status: 'deleted' };
      },
    ),
  };
}
