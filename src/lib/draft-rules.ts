import { z } from 'zod';

/**
 * Which rules a draft is held to. Publishing needs the whole document; a draft is work in progress, so the rules that
 * only say something is not there yet (a required field left empty or missing, a text shorter than its minimum, a
 * list with fewer items than it needs, a text left empty or a choice not made whatever its rule) do not stop it being
 * kept, as Payload keeps drafts without checking required fields. Every other rule still holds for a draft: lengths
 * above a maximum, formats, choices, types, unknown fields. The item's title is the exception (`keep`): the admin lists a draft by it, and a new item's address is made from it.
 */

type Issue = z.core.$ZodIssue;

/** What a draft may still lack, with where it is (`title.en`, `features.2.title`). */
export interface MissingPart {
  path: string;
  message: string;
}

const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    input,
  );

/** Whether an issue only says that something publishing needs is not there yet. */
function onlyMissing(issue: Issue, input: unknown): boolean {
  // A value not given or a text left empty is not there yet, whatever rule it fails (a choice not made, a cover
  // image's path format, an e-mail's).
  const value = valueAt(input, issue.path);
  if (value === undefined || value === '') return true;
  return issue.code === 'too_small' && (issue.origin === 'string' || issue.origin === 'array');
}

type DraftParse<T> = { success: true; data: T; missing: MissingPart[] } | { success: false; issues: Issue[] };

/**
 * `input` read as a draft of `schema`: the parsed data when it is whole; the input as it is, with what it still lacks,
 * when all it fails are publish-only rules (see above) outside the `keep` paths; else the issues that refuse it.
 */
export function parseDraft<S extends z.ZodType>(
  schema: S,
  input: unknown,
  { keep = [], error }: { keep?: readonly string[]; error?: z.core.$ZodErrorMap } = {},
): DraftParse<z.output<S>> {
  const parsed = schema.safeParse(input, error && { error });
  if (parsed.success) return { success: true, data: parsed.data, missing: [] };
  const kept = (issue: Issue) => {
    const path = issue.path.join('.');
    return keep.some((prefix) => path === prefix || path.startsWith(`${prefix}.`));
  };
  const refused = parsed.error.issues.filter((issue) => kept(issue) || !onlyMissing(issue, input));
  if (refused.length > 0) return { success: false, issues: refused };
  return {
    success: true,
    // Unparsed, as typed: publishing parses it whole.
    data: input as z.output<S>,
    missing: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  };
}

/**
 * `schema` as an input of a draft save (a server action's `values`): what parseDraft lets through passes, and what it
 * refuses is reported at its own path, with the messages `error` gives.
 */
export function draftSchema<S extends z.ZodType>(
  schema: S,
  options: { keep?: readonly string[]; error?: z.core.$ZodErrorMap } = {},
): z.ZodType<z.output<S>> {
  return z.unknown().transform((input, ctx) => {
    const parsed = parseDraft(schema, input, options);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [...issue.path] });
    return z.NEVER;
  });
}
