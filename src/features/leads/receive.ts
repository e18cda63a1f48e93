import 'server-only';
import type { FormKind } from '@/content/lead-input';
import type { FormState, PostedValues } from './form-state';
import { env } from '@/lib/env';
import { formDataToObject } from '@/lib/form-data';
import { isSameOrigin } from '@/server/auth/origin';
import { log } from '@/server/log';
import { requestMetaOf } from '@/server/client-meta';
import { submitLead } from '@/server/leads/submit';

/** Fields the page writes itself or that are secrets of the sending: never written back into the form. */
const notEchoed = new Set(['captcha', 'website', 'issuedAt', 'locale', 'page']);

/**
 * A lead form's sending (`POST` to the form's own page, spec 001 §4, §5): the page's script asks for JSON
 * (`accept: application/json`) and gets the answer as data; a browser without script gets the page again, drawn
 * with the answer and what was typed (`state`, `values`). A body that is no form is an invalid form, never a server
 * error (SECURITY.md D1); a sending from another site is refused with 403 (C1).
 */
export async function receiveLead(
  request: Request,
  kind: FormKind,
): Promise<Response | { state: FormState; values: PostedValues }> {
  // SECURITY.md C1, as every route handler checks it: this site's Origin, or none with `Sec-Fetch-Site: same-origin`.
  if (!isSameOrigin(request.headers, env().SITE_URL)) {
    log.warn('security.cross_origin_refused', { path: new URL(request.url).pathname });
    return new Response('Forms are sent from this site’s own pages.', {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const fields = await request.formData().then(formDataToObject, () => undefined);
  const result = await submitLead(kind, fields, requestMetaOf(request.headers));
  if (request.headers.get('accept')?.includes('application/json')) return Response.json(result);
  const values = Object.fromEntries(
    Object.entries(fields ?? {}).filter(
      (entry): entry is [string, string | string[]] =>
        !notEchoed.has(entry[0]) && (typeof entry[1] === 'string' || Array.isArray(entry[1])),
    ),
  );
  // A form that went through is shown empty again, as the script resets it.
  return { state: { ...result, submission: 1 }, values: result.status === 'ok' ? {} : values };
}
