import type { core, ZodError } from 'zod';

interface FieldErrorOptions {
  /** A path prefix the form does not show (the admin's actions nest the form under `values.`). */
  prefix?: string;
  /** Key by the top-level field only: a flat public form shows one message per input, even for a list's item. */
  topLevel?: boolean;
  /** The word for an issue; zod's message by default. */
  word?: (issue: core.$ZodIssue) => string;
}

/** zod's issues as a form's field errors: the first per field, keyed by its dotted path; `form` for the whole input. */
export function fieldErrors(error: ZodError, { prefix = '', topLevel = false, word }: FieldErrorOptions = {}) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = (topLevel ? issue.path.slice(0, 1) : issue.path).join('.');
    const key = prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path;
    fields[key || 'form'] ??= word ? word(issue) : issue.message;
  }
  return fields;
}
