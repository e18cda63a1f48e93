import type { DocumentValidationError } from '@/server/queries/documents';
import type { CollectionRules } from './rules';

/** A write refused before it was made, with the words each field shows. */
export interface Refusal {
  status: 'invalid';
  fields: Record<string, string>;
}

/** What a create, duplicate or delete of a fixed set answers (checked on the server, whatever the page offered). */
export const fixedSetRefusal = (rules: Pick<CollectionRules, 'fixed' | 'plural'>): Refusal | undefined =>
  rules.fixed
    ? {
        status: 'invalid',
        fields: { form: `${rules.plural} are a fixed set: they can be edited, not added or deleted.` },
      }
    : undefined;

export const takenMessage = (rules: Pick<CollectionRules, 'singular'>, id: string) =>
  `The address “${id}” is already used by another ${rules.singular.toLowerCase()} (perhaps one in the trash).`;

/** A document the schema refused, as the form's field errors. */
export function problemFields(error: DocumentValidationError): Refusal {
  return {
    status: 'invalid',
    fields: Object.fromEntries(error.issues.map((issue) => [issue.path || 'form', issue.message])),
  };
}
