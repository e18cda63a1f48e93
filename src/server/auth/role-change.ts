import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';
import { recordAudit } from '@/server/audit';
import { handOverWork } from './hand-over';
import { can, translatorLanguages, type TranslatorLanguage } from '@/lib/roles';
import { OWNER_ID, toAdminUser, type AdminRole, type AdminUser } from './user';

type RoleChangeResult =
  | { status: 'changed'; name: string; from: AdminRole; to: AdminRole }
  | { status: 'unchanged' }
  | { status: 'not_found' }
  | { status: 'refused'; reason: 'self' | 'owner_account' };

/**
 * Gives a person another role, at once: the session they have reads its role on every request, so their next click
 * runs with the new rights. What the new role no longer grants is handed over (hand-over.ts): their open leads when it
 * has no leads, their scheduled changes and review links when it publishes nothing. Nobody changes their own role (an
 * owner cannot lock the site out of its last owner by mistake), and the account of the admin password stays an owner.
 * The activity log says who changed whom from what to what, with what was handed over.
 */
export async function changeRole(
  db: Kysely<Database>,
  actor: AdminUser,
  userId: string,
  role: AdminRole,
  now = Date.now(),
): Promise<RoleChangeResult> {
  if (userId === actor.id) return { status: 'refused', reason: 'self' };
  if (userId === OWNER_ID) return { status: 'refused', reason: 'owner_account' };
  return db.transaction().execute(async (trx): Promise<RoleChangeResult> => {
    const row = await trx.selectFrom('admin_users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!row) return { status: 'not_found' };
    const person = toAdminUser(row);
    if (person.role === role) return { status: 'unchanged' };
    // Conditional on the role read: of two owners changing one person at once, the second finds it changed.
    // A translator starts with every language but English; the owner narrows them on the Users list.
    const updated = await trx
      .updateTable('admin_users')
      .set({ role, languages: role === 'translator' ? translatorLanguages.join(',') : null, publishes_languages: 0 })
      .where('id', '=', userId)
      .where('role', '=', row.role)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { status: 'not_found' };
    const consequences = await handOverWork(
      trx,
      actor,
      userId,
      { leads: !can(role, 'leads'), publish: !can(role, 'publish') },
      now,
    );
    const summary = `${person.name}: ${person.role} → ${role}${consequences.length ? ` (${consequences.join(', ')})` : ''}`;
    await recordAudit(trx, actor, { action: 'user.role_changed', target: `user:${userId}`, summary }, now);
    return { status: 'changed', name: person.name, from: person.role, to: role };
  });
}

/** What giving a translator their languages answers. */
type LanguagesResult =
  { status: 'saved'; name: string } | { status: 'unchanged' } | { status: 'not_found' } | { status: 'not_translator' };

/**
 * Gives a translator the languages whose texts they may change (at least one; never English), and whether they publish
 * those texts too or leave that to an editor: their next request works with them. Logged, with the languages.
 */
export async function setTranslatorLanguages(
  db: Kysely<Database>,
  actor: AdminUser,
  userId: string,
  { languages, publishes }: { languages: readonly TranslatorLanguage[]; publishes: boolean },
  now = Date.now(),
): Promise<LanguagesResult> {
  const stored = translatorLanguages.filter((language) => languages.includes(language)).join(',');
  const publishing = publishes ? 1 : 0;
  return db.transaction().execute(async (trx): Promise<LanguagesResult> => {
    const row = await trx.selectFrom('admin_users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!row) return { status: 'not_found' };
    if (row.role !== 'translator') return { status: 'not_translator' };
    if (row.languages === stored && Number(row.publishes_languages) === publishing) return { status: 'unchanged' };
    await trx
      .updateTable('admin_users')
      .set({ languages: stored, publishes_languages: publishing })
      .where('id', '=', userId)
      .execute();
    const summary = `${row.name}: ${stored.split(',').join(', ')}${publishes ? ', and publishes them' : ', drafts only'}`;
    await recordAudit(trx, actor, { action: 'user.languages', target: `user:${userId}`, summary }, now);
    return { status: 'saved', name: row.name };
  });
}
