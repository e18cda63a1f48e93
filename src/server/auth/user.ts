import { z } from 'zod';
import { adminRoles, languagesFrom, type AdminRole, type TranslatorLanguage } from '@/lib/roles';
import { isTimeZone } from '@/lib/zoned-time';

/** A role's name as stored and sent (what each may do: src/lib/roles.ts). */
export const adminRoleSchema = z.enum(adminRoles);
export type { AdminRole };

/** The account the admin password signs in (ADMIN_PASSWORD / ADMIN_PASSWORD_HASH / the generated one). */
export const OWNER_ID = 'owner';

export interface AdminUser {
  id: string;
  name: string;
  /** Null for the owner account the admin password signs in. */
  email: string | null;
  role: AdminRole;
  /** The time zone they chose for the admin's times; null or absent: their browser's. */
  timeZone?: string | null;
  /** A translator's languages: the only texts they may change. Absent for every other role. */
  languages?: TranslatorLanguage[];
  /** A translator an owner lets publish the texts of their languages too (nothing else). Absent for every other role. */
  publishesLanguages?: boolean;
}

/**
 * A person from a database row. A role this code does not know (written by a newer version) is read as a contributor's:
 * drafts only, no leads, nothing published.
 */
export function toAdminUser(row: {
  id: string;
  name: string;
  email: string | null;
  role: string;
  time_zone?: string | null;
  languages?: string | null;
  publishes_languages?: number | null;
}): AdminUser {
  const role = adminRoleSchema.safeParse(row.role).data ?? 'contributor';
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role,
    timeZone: isTimeZone(row.time_zone) ? row.time_zone : null,
    ...(role === 'translator' && {
      languages: languagesFrom(row.languages),
      publishesLanguages: Number(row.publishes_languages ?? 0) === 1,
    }),
  };
}
