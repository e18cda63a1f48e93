import type { z } from 'zod';
import collectionsCopy from '@messages/admin/collections.json';
import { fill } from '../fill';

/** Messages an admin can act on, in place of zod's generic ones; a schema's own message (`Use YYYY-MM`) still wins. */
export const collectionErrors: z.core.$ZodErrorMap = (issue) => {
  const e = collectionsCopy.errors;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === '' ? e.required : undefined;
    case 'too_small':
      if (issue.origin === 'string') return e.required;
      if (issue.origin === 'array') return fill(e.fewItems, { min: Number(issue.minimum) });
      if (issue.origin === 'number') return fill(e.numberLow, { min: Number(issue.minimum) });
      return undefined;
    case 'too_big':
      if (issue.origin === 'string') return fill(e.tooLong, { max: Number(issue.maximum) });
      if (issue.origin === 'array') return fill(e.manyItems, { max: Number(issue.maximum) });
      if (issue.origin === 'number') return fill(e.numberHigh, { max: Number(issue.maximum) });
      return undefined;
    case 'invalid_value':
      return e.choose;
    case 'invalid_union':
      return e.address;
    default:
      return undefined;
  }
};
