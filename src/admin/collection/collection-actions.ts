import 'server-only';
import { z } from 'zod';
import type { CollectionName } from '@/content';
import { draftSchema } from '@/lib/draft-rules';
import { fieldErrors } from '@/lib/field-errors';
import { translatedLocales } from '@/lib/stale-translations';
import { locales } from '@/lib/locales';
import { createItem, duplicateItem, type CreateResult } from '@/server/content/create';
import { markTranslationUpToDate } from '@/server/content/mark-current';
import { optionalKeys, preparedValues } from '@/server/content/prepare';
import { contentProblems } from '@/server/content/problems';
import { fixedSetRefusal } from '@/server/content/refusals';
import { renameItem } from '@/server/content/rename-item';
import { moveItem } from '@/server/content/reorder';
import { createItemReviewLink, revokeItemReviewLink } from '@/server/content/review-links';
import { askItemReview, endItemReview } from '@/server/content/review-requests';
import { scheduleItem } from '@/server/content/schedule';
import { trashItem } from '@/server/content/trash-item';
import { unpublishItem } from '@/server/content/unpublish-item';
import { can } from '@/lib/roles';
import { mediaIndex } from '@/server/media/published';
import { adminAction } from '../admin-action';
import { editorActions, refuse } from '../editor-actions';
import { editorInputs } from '../editor-inputs';
import { collectionErrors } from './collection-errors';
import { editSchemaOf, itemPathOf, type CollectionDefinition } from './definition';
import { fieldLabel } from './form-fields';
import { imageProblems } from './images';

const utc = (time: number) => `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Every action of a collection's admin, from its definition: save and restore (as every editor), create, duplicate,
 * move, rename, schedule, unpublish, review links and delete (to the trash). Each is `adminAction`'s session, role and
 * strict input, then one write of src/server/content/, then the activity entry it declares.
 */
export function collectionActions<C extends CollectionName>(definition: CollectionDefinition<C>) {
  const { collection, singular } = definition;
  const edit = editSchemaOf(definition);
  const idSchema =
    definition.id.kind === 'number'
      ? z.string().regex(/^\d{1,9}$/)
      : (definition.id.schema ?? z.string().min(1).max(80));
  const optional = optionalKeys(edit);
  const target = (id: string) => `${collection}:${id}`;

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
  /** The form's image fields checked: in the library, and described unless the values are a draft's. */
  const imagesOf = async (values: Record<string, unknown>, draft = false) =>
    imageProblems(definition.fields, values, await mediaIndex(), '', { draft });

  // A draft may lack what only publishing needs, never its title (src/lib/draft-rules.ts).
  const draftRules = { keep: [definition.titleField], error: collectionErrors };
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
      const problems = await contentProblems(definition, values, id, await imagesOf(values, draft));
      return problems
        ? refuse({ status: 'invalid', fields: problems })
        : { values: preparedValues(definition, optional, values) };
    },
  });

  // A new item or a copy may be a draft (a contributor's); every other change reaches the site (src/lib/roles.ts).
  const drafting = { access: 'draft', fieldPrefix: 'values.', errorMap: collectionErrors, reword } as const;
  const publishing = { ...drafting, access: 'publish' } as const;
  const reviewLink = { access: 'publish', failure: 'admin.review_link_failed' } as const;
  // Whoever writes drafts asks for review (a translator too); the server decides who may end a request.
  const reviewRequest = { access: ['draft', 'translate'], failure: 'admin.review_request_failed' } as const;
  const reviewTarget = (id: string) => ({ rules: definition, id, editorPath: itemPathOf(definition, id) });
  const note = z.string().trim().max(1000);
  const created = (result: CreateResult) =>
    result.status === 'created'
      ? {
          action: 'content.created' as const,
          target: target(result.id),
          summary: `${singular} “${result.title}” (${result.id})${result.asDraft ? ', as a draft not published yet' : ''}`,
        }
      : undefined;

  return {
    save,
    restore,
    saveDraft,
    discardDraft,
    compare,
    presence,

    create: adminAction(
      {
        ...drafting,
        failure: 'admin.create_failed',
        input: z.strictObject({
          id: z.string().trim().max(200).optional(),
          // Read by a draft's rules here; a create that publishes is held to every rule below.
          values: draftSchema(edit, draftRules),
          /** Keep the new item as a draft, off the site, instead of publishing it. */
          asDraft: z.boolean().optional(),
        }),
      },
      async ({ id: wanted, values, asDraft }, { user }) => {
        const fixed = fixedSetRefusal(definition);
        if (fixed) return fixed;
        // A contributor's new item stays a draft: publishing it is an editor's (the form offers only the draft).
        if (!asDraft && !can(user.role, 'publish')) return { status: 'forbidden' as const };
        if (!asDraft) {
          const whole = edit.safeParse(values, { error: collectionErrors });
          if (!whole.success) return { status: 'invalid' as const, fields: reword(fieldErrors(whole.error)) };
        }
        const fieldProblems = await imagesOf(values, asDraft);
        return createItem(definition, user, { wanted, values, asDraft, fieldProblems, optional });
      },
      (_, result) => (result.status === 'forbidden' ? undefined : created(result)),
    ),

    duplicate: adminAction(
      {
        ...drafting,
        failure: 'admin.duplicate_failed',
        input: z.strictObject({ id: idSchema }),
      },
      ({ id }, { user }) => duplicateItem(definition, user, id),
      (_, result) => created(result),
    ),

    move: adminAction(
      {
        ...publishing,
        failure: 'admin.move_failed',
        input: z.strictObject({ id: idSchema, direction: z.enum(['up', 'down']) }),
      },
      ({ id, direction }, { user }) => moveItem(definition, user, id, direction),
      ({ id, direction }, result) =>
        result.status === 'moved' && result.moved
          ? {
              action: 'content.reordered',
              target: target(id),
              summary: `${singular} “${result.moved.title}” moved ${direction} to place ${result.moved.place}`,
            }
          : undefined,
    ),

    rename: adminAction(
      {
        ...publishing,
        failure: 'admin.rename_failed',
        input: z.strictObject({
          id: idSchema,
          to: z.string().trim().max(200),
          expectedVersion: z.number().int().min(1),
        }),
      },
      (input, { user }) => renameItem(definition, user, input),
      (_, result) =>
        result.status === 'renamed' && result.moved
          ? {
              action: 'content.renamed',
              target: target(result.id),
              summary: `${singular} “${result.moved.title}” moved from ${result.moved.from} to ${result.moved.to}; the old address redirects`,
            }
          : undefined,
    ),

    markCurrent: adminAction(
      {
        // An editor's, or a translator's for the languages given to them.
        access: ['publish', 'translate'],
        failure: 'admin.mark_current_failed',
        input: z.strictObject({
          id: idSchema,
          // A text's place in the document: field names and list positions (`process.2.description`).
          path: z
            .string()
            .regex(/^[A-Za-z][\w]*(\.[\w]+)*$/)
            .max(200),
          locale: z.enum(translatedLocales as ['es', 'de', 'ar']),
        }),
      },
      async (input, { user }): Promise<{ status: 'marked' | 'not_found' | 'forbidden' }> =>
        can(user.role, 'publish') || user.languages?.includes(input.locale)
          ? markTranslationUpToDate(collection, user, input)
          : { status: 'forbidden' },
    ),

    schedule: adminAction(
      {
        access: 'publish',
        failure: 'admin.schedule_failed',
        input: z.strictObject({
          id: idSchema,
          action: z.enum(['publish', 'unpublish']),
          at: z.number().int().positive().nullable(),
        }),
      },
      (input, { user }) => scheduleItem(definition, user, input),
      ({ id, action, at }, result) =>
        result.status === 'scheduled' && 'changed' in result
          ? {
              action: at === null ? 'content.schedule_cancelled' : 'content.scheduled',
              target: target(id),
              summary: `${singular} “${result.changed.title}”: ${
                at === null
                  ? `the scheduled ${action} was cancelled`
                  : action === 'publish'
                    ? `the draft is to go live at ${utc(at)}`
                    : `to leave the site at ${utc(at)}`
              }`,
            }
          : undefined,
    ),

    unpublish: adminAction(
      {
        access: 'publish',
        failure: 'admin.unpublish_failed',
        input: z.strictObject({ id: idSchema, expectedVersion: z.number().int().min(1) }),
      },
      (input, { user }) => unpublishItem(definition, user, input),
      ({ id, expectedVersion }, result) =>
        result.status === 'unpublished'
          ? {
              action: 'content.unpublished',
              target: target(id),
              summary: `${singular} “${result.title}” taken off the site (version ${expectedVersion} was live); kept as a draft`,
            }
          : undefined,
    ),

    createReviewLink: adminAction(
      {
        ...reviewLink,
        input: z.strictObject({ id: idSchema, locale: z.enum(locales) }),
      },
      (input, { user }) => createItemReviewLink(definition, user, input),
      ({ id }, result) =>
        result.status === 'created'
          ? {
              action: 'review.link_created',
              target: target(id),
              summary: `Review link to ${result.path} for “${result.title}”, valid until ${utc(result.expiresAt)}`,
            }
          : undefined,
    ),

    revokeReviewLink: adminAction(
      {
        ...reviewLink,
        input: z.strictObject({ id: idSchema, link: z.uuid() }),
      },
      (input, { user }) => revokeItemReviewLink(collection, user, input),
      ({ id }, result) =>
        result.status === 'revoked'
          ? {
              action: 'review.link_revoked',
              target: target(id),
              summary: `Review link of ${collection} “${id}” revoked`,
            }
          : undefined,
    ),

    askReview: adminAction(
      {
        ...reviewRequest,
        input: z.strictObject({ id: idSchema, note }),
      },
      ({ id, ...request }, { user }) => askItemReview(reviewTarget(id), user, request),
      ({ id }, result) =>
        result.status === 'asked'
          ? {
              action: 'review.asked',
              target: target(id),
              summary: `Review asked for ${singular.toLowerCase()} “${result.title}”${result.review.note ? `: “${result.review.note}”` : ''}`,
            }
          : undefined,
    ),

    endReview: adminAction(
      { ...reviewRequest, input: z.strictObject({ id: idSchema, note }) },
      ({ id, ...answer }, { user }) => endItemReview(reviewTarget(id), user, answer),
      ({ id }, result) =>
        result.status === 'withdrawn' || result.status === 'sent_back'
          ? {
              action: result.status === 'withdrawn' ? 'review.withdrawn' : 'review.sent_back',
              target: target(id),
              summary:
                result.status === 'withdrawn'
                  ? `Review request for ${singular.toLowerCase()} “${result.title}” withdrawn`
                  : `${singular} “${result.title}” sent back to ${result.review.askedBy}`,
            }
          : undefined,
    ),

    remove: adminAction(
      {
        ...publishing,
        failure: 'admin.delete_failed',
        input: z.strictObject({
          id: idSchema,
          expectedVersion: z.number().int().min(1),
          removeReferences: z.boolean().optional(),
          /** Another item of the collection whose page answers for this one's (a 301), instead of 410 Gone. */
          replacement: idSchema.optional(),
        }),
      },
      (input, { user }) => trashItem(definition, user, input),
      ({ id }, result) =>
        result.status === 'deleted'
          ? {
              action: 'content.deleted',
              target: target(id),
              summary: `${singular} “${result.title}” (${id}) moved to the trash${
                result.redirectsTo ? `; its address redirects to ${result.redirectsTo}` : ''
              }`,
            }
          : undefined,
    ),
  };
}
