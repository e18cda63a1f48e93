import { z } from 'zod';
import { isTimeZone } from '@/lib/zoned-time';

/** Owners do everything; editors edit content and work leads, but manage no one and delete no lead. */
const adminRoles = ['owner', 'editor'] as const;
export const adminRoleSchema = z.enum(adminRoles);
export type AdminRole = z.infer<typeof adminRoleSchema>;

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
}

/** A person from a database row; an unknown role is read as the lesser one. */
export function toAdminUser(row: {
  id: string;
  name: string;
  email: string | null;
  role: string;
  time_zone?: string | null;
}): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role === 'owner' ? 'owner' : 'editor',
    timeZone: isTimeZone(row.time_zone) ? row.time_zone : null,
  };
}
