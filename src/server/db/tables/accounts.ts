import type { Generated } from 'kysely';

/** The admin's people: their accounts, sessions and set-password links, and the log of what they did. */

export interface AdminUsersTable {
  id: string;
  name: string;
  /** Lower-case; null for the owner account the admin password signs in. */
  email: string | null;
  role: string;
  /** Argon2id; null until the person follows their set-password link. */
  password_hash: string | null;
  created_at: number;
  created_by: string | null;
  /** 1 when the person asked for the daily digest of open leads (leads/digest.ts); only with an e-mail address. */
  digest: Generated<number>;
  /** The last UTC day (`YYYY-MM-DD`) their digest was claimed for; null before the first. */
  digest_day: Generated<string | null>;
  /** The time zone the person chose for the admin's times (an IANA name); null: their browser's. */
  time_zone: Generated<string | null>;
  /** A translator's languages, comma-separated (`es,de`); null for every other role. */
  languages: Generated<string | null>;
  /** 1 when a translator also publishes the texts of their languages; 0 otherwise (every other role). */
  publishes_languages: Generated<number>;
}

interface AdminSessionsTable {
  token_hash: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  ip_hash: string | null;
  user_agent: string | null;
  /** The first part of the network address signed in from (`203.0.113.*`); null for sessions from before it was kept. */
  network: Generated<string | null>;
  /** The person signed in (null only for rows from before accounts, which the migration removed). */
  user_id: string | null;
}

/** One-time set-password links (only the token's hash is stored). */
interface PasswordTokensTable {
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
}

/** Who did what in the admin. Never holds a lead's personal data (a deleted lead's entry must not keep it). */
interface AuditLogTable {
  id: Generated<number>;
  actor_id: string;
  actor_name: string;
  action: string;
  target: string;
  summary: string;
  created_at: number;
}

export interface AccountTables {
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  password_tokens: PasswordTokensTable;
  audit_log: AuditLogTable;
}
