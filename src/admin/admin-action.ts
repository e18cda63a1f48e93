import 'server-only';
import { refresh } from 'next/cache';
import type { z } from 'zod';
import { fieldErrors } from '@/lib/field-errors';
import { newReference } from '@/lib/reference';
import { requireAdmin, requireRight } from '@/server/auth/guard';
import type { Right } from '@/lib/roles';
import type { AdminSession } from '@/server/auth/session';
import { recordAudit, type AuditNote } from '@/server/audit';
import { getDb } from '@/server/db';
import { errorMessage, log } from '@/server/log';

/**
 * Who may run an action: anyone signed in (`signedIn`: their own account), a person whose role grants a right
 * (src/lib/roles.ts; anyone else signed in is answered `forbidden`), or whoever holds a one-time link (`link`:
 * no session; the link's token in the input is the credential, or, for asking for one, the mailbox it goes to).
 */
type ActionAccess = Right | readonly Right[] | 'signedIn' | 'link';

/** The answers every admin action may give besides its own. */
export type ActionFailure =
  { status: 'invalid'; fields: Record<string, string> } | { status: 'error'; reference: string };
type ActionRefusal = { status: 'forbidden' };

type Session<Access extends ActionAccess> = Access extends 'link' ? undefined : AdminSession;
type Answer<Access extends ActionAccess, R> =
  R | ActionFailure | (Access extends 'link' | 'signedIn' ? never : ActionRefusal);

interface ActionOptions<S extends z.ZodType, Access extends ActionAccess> {
  input: S;
  access: Access;
  /** The log event of an unexpected failure (its line carries the reference the admin is shown). */
  failure: string;
  /** Where the login page brings the admin back to when the session ran out. */
  returnTo?: string;
  /** The part of zod's paths the form's field names leave out (`values.` for the editors). */
  fieldPrefix?: string;
  /** Words the form shows instead of zod's generic messages, by field path. */
  reword?: (fields: Record<string, string>) => Record<string, string>;
  /** Messages by issue, where the wording depends on the limit (`At most 60 characters`). */
  errorMap?: z.core.$ZodErrorMap;
  /** Re-render the page in the same answer after this result (the inbox and the Users list show the new state). */
  refreshAfter?: (result: { status: string }) => boolean;
  /**
   * One of the Account page's two-step setup actions, which a person who must set up two-step sign-in may run (every
   * other action sends them to set it up, B2).
   */
  twoStepSetup?: boolean;
}

async function sessionFor(
  access: ActionAccess,
  returnTo: string | undefined,
  twoStepSetup: boolean,
): Promise<AdminSession | undefined | null> {
  if (access === 'link') return undefined;
  // Without a live session both end the request with a redirect to the login page (SECURITY.md A1).
  if (access === 'signedIn') return requireAdmin(returnTo, { twoStepSetup });
  return (await requireRight(access, returnTo)) ?? null;
}

/**
 * Every admin server action, in one order (SECURITY.md A1, D1, G1): the session (and its role's right) first, in server code;
 * then the strict input schema, whose issues come back as field errors; then `body`, then the audit it declares. A failure the body did not
 * expect comes back as `error` with a reference, logged with its cause, never thrown to the browser.
 */
export function adminAction<S extends z.ZodType, Access extends ActionAccess, R extends { status: string }>(
  options: ActionOptions<S, Access>,
  body: (values: z.infer<S>, session: Session<Access>) => Promise<R>,
  /**
   * What the activity log keeps of a run (none for a refusal): written after the body, as the session's person. A
   * link's holder has no session: a link action keeps its own trail.
   */
  audit?: (values: z.infer<S>, result: R, session: AdminSession) => AuditNote | readonly AuditNote[] | undefined,
): (input: unknown) => Promise<Answer<Access, R>> {
  const { input: schema, access, failure, returnTo, fieldPrefix = '', reword = (fields) => fields } = options;
  return async (input: unknown): Promise<Answer<Access, R>> => {
    const session = await sessionFor(access, returnTo, options.twoStepSetup ?? false);
    if (session === null) return { status: 'forbidden' } as Answer<Access, R>;
    const parsed = schema.safeParse(input, options.errorMap && { error: options.errorMap });
    if (!parsed.success)
      return { status: 'invalid', fields: reword(fieldErrors(parsed.error, { prefix: fieldPrefix })) };
    try {
      const result = await body(parsed.data, session as Session<Access>);
      if (session)
        for (const note of [audit?.(parsed.data, result, session) ?? []].flat())
          await recordAudit(getDb(), session.user, note);
      if (options.refreshAfter?.(result)) refresh();
      return result;
    } catch (error) {
      const reference = newReference();
      log.error(failure, { reference, error: errorMessage(error) });
      return { status: 'error', reference };
    }
  };
}
