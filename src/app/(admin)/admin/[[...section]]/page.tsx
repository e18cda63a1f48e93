import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { setAdminTimeZone } from '@/lib/admin-time';
import { ADMIN_ZONE_COOKIE, isTimeZone } from '@/lib/zoned-time';
import { adminCopy, fill } from '@/admin/copy';
import { NotForRole } from '@/admin/not-for-role';
import { AdminPanel } from '@/admin/panel';
import { collections } from '@/admin/registry';
import { sectionLabel, sectionNamed } from '@/admin/sections';
import { requireAdmin, requireRight } from '@/server/auth/guard';
import { adminPaths } from '@/lib/admin-paths';

export const metadata: Metadata = { title: adminCopy.panel.title };

/** A segment as typed: Next.js may hand it over still percent-encoded (`service%3Aweb3`), which must not be encoded twice. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Every admin path: `/admin` (the Overview, which a sign-in opens: what needs a person), `/admin/<editor>` and
 * `/admin/<editor>/<item>`. The session is checked here, in server code, before anything is read (SECURITY.md A1).
 */
export default async function AdminPage({ params, searchParams }: PageProps<'/admin/[[...section]]'>) {
  const [{ section = [] }, query] = await Promise.all([params, searchParams]);
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [value].flat().map((v) => [key, v]))),
  ).toString();
  const path = `/admin${section.map((segment) => `/${encodeURIComponent(decodedSegment(segment))}`).join('')}`;
  // The Account page stays open to someone an owner requires to set up two-step sign-in: that is where they do it.
  const session = await requireAdmin(search ? `${path}?${search}` : path, {
    twoStepSetup: path === adminPaths.account,
  });
  // Every time on the page in the person's own time zone: the one they chose, else their browser's as it told it
  // (UTC until it has).
  const told = (await cookies()).get(ADMIN_ZONE_COOKIE)?.value;
  setAdminTimeZone(session.user.timeZone ?? (isTimeZone(told) ? told : 'UTC'));
  const [name = 'overview', item, ...rest] = section;
  const found = sectionNamed(name);
  if (!found || rest.length > 0) notFound();
  // The section's right, before it reads anything: a role without it is shown what the role does include, and the
  // visit is logged as a denied access (requireRight).
  const allowed = !found.right || Boolean(await requireRight(found.right));
  const { view: View } = found;
  const { user } = session;
  return (
    <AdminPanel section={name} user={user} zoneChosen={Boolean(user.timeZone)}>
      {allowed ? (
        <View item={item} query={query} session={session} collections={collections} />
      ) : (
        <NotForRole
          title={fill(adminCopy.panel.notForRoleTitle, { section: sectionLabel(name) })}
          text={fill(adminCopy.panel.notForRoleText, {
            role: adminCopy.roles.names[user.role],
            rights: adminCopy.roles.rights[user.role],
          })}
        />
      )}
    </AdminPanel>
  );
}
