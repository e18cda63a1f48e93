import 'server-only';
import { z } from 'zod';
import type { CollectionName } from '@/content';
import { translatedLocales } from '@/lib/stale-translations';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { getDocument } from '@/server/queries/documents';
import { markTranslationCurrent } from '@/server/queries/translations';
import { adminAction } from '../admin-action';

type MarkCurrentResult =
  | { status: 'marked' }
  | { status: 'not_found' }
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'error'; reference: string };

/**
 * "Mark as up to date": a translation whose English changed is right as it is (the change did not touch its meaning).
 * Only the mark goes; no version is written, since the text is unchanged.
 */
export function markCurrentAction(collection: CollectionName, idSchema: z.ZodType<string>) {
  return adminAction(
    {
      role: 'editor',
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
    async ({ id, path, locale }, { user }): Promise<MarkCurrentResult> => {
      if (!(await getDocument(getDb(), collection, id))) return { status: 'not_found' };
      const marked = await markTranslationCurrent(getDb(), { collection, documentId: id, path, locale });
      if (!marked) return { status: 'not_found' };
      log.info('admin.translation_current', { collection, id, path, locale, userId: user.id });
      return { status: 'marked' };
    },
  );
}
