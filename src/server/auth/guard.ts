import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { paths } from '@/lib/paths';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { env } from '@/lib/env';
import { secureCookies, sessionCookieName } from './cookie';
import { can, type Right } from '@/lib/roles';
import { readSession, type AdminSession } from './session';
import { mustSetUpTwoStep, TWO_STEP_SETUP_PATH } from './two-step-policy';

/** The admin session of the current request, if its cookie names a live one. */
export async function currentAdminSession(): Promise<AdminSession | undefined> {
  const jar = await cookies();
  return readSession(getDb(), jar.get(sessionCookieName(secureCookies(env().SITE_URL)))?.value);
}

/**
 * Where the login page may send an admin back to: an admin page of this site with its query, nothing else (no open
 * redirect: the path starts with `/admin/` or is `/admin`, and its characters cannot form `//`, a scheme or a backslash).
 */
export function safeAdminReturn(value: unknown): string | undefined {
  return typeof value === 'string' &&
    value.length <= 300 &&
    /^\/admin(?:\/[A-Za-z0-9_%:.-]+)*\/?(?:\?[A-Za-z0-9_=&%.:+-]*)?$/.test(value)
    ? value
    : undefined;
}

/**
 * SECURITY.md A1: every admin page and server action calls this first, in server code. Without a live session it ends
 * the request with a redirect to the login page, which brings the admin back to `returnTo` after signing in. While an
 * owner requires two-step sign-in (B2), a named account without it is sent to set it up instead, from everywhere but
 * what `twoStepSetup` marks: the Account page and its two-step setup actions.
 */
export async function requireAdmin(
  returnTo?: string,
  { twoStepSetup = false }: { twoStepSetup?: boolean } = {},
): Promise<AdminSession> {
  const session = await currentAdminSession();
  if (session) {
    if (twoStepSetup || !(await mustSetUpTwoStep(getDb(), session.user))) return session;
    log.warn('security.access_denied', {
      path: (await headers()).get('x-pathname') ?? undefined,
      userId: session.user.id,
      reason: 'two_step_required',
    });
    redirect(TWO_STEP_SETUP_PATH);
  }
  log.warn('security.access_denied', { path: (await headers()).get('x-pathname') ?? undefined });
  const back = safeAdminReturn(returnTo);
  redirect(back ? `${paths.adminLogin}?next=${encodeURIComponent(back)}` : paths.adminLogin);
}

/**
 * For what a role must grant (src/lib/roles.ts): the session of a person whose role grants `right` (or one of them), or
 * undefined — logged as a denied access — for anyone else signed in. Callers answer `forbidden` (actions), 403 (routes)
 * or show that the page is not for their role (pages).
 */
export async function requireRight(
  right: Right | readonly Right[],
  returnTo?: string,
): Promise<AdminSession | undefined> {
  const session = await requireAdmin(returnTo);
  if (can(session.user.role, right)) return session;
  log.warn('security.access_denied', {
    path: (await headers()).get('x-pathname') ?? undefined,
    userId: session.user.id,
    reason: `needs_${[right].flat().join('_or_')}`,
  });
  return undefined;
}
