import { LockKeyhole } from '@/components/icons';
import { adminTime } from '@/lib/admin-time';
import { listPasskeys, MAX_PASSKEYS } from '@/server/auth/passkeys';
import type { AdminSession } from '@/server/auth/session';
import { OWNER_ID } from '@/server/auth/user';
import { getDb } from '@/server/db';
import { adminCopy, fill } from '../copy';
import { addPasskeyAction, passkeyOptionsAction, removePasskeyAction } from './passkey-actions';
import { Passkeys } from './passkeys-client';

/**
 * The Account page's "Passkeys" card (SECURITY.md B2): the person's passkeys by name, when each was added and last
 * used, removing one, and adding another through the browser. The owner account of the admin password keeps none.
 */
export async function PasskeysCard({ session, className }: { session: AdminSession; className: string }) {
  const copy = adminCopy.passkeys.account;
  const { user } = session;
  const ownerAccount = user.id === OWNER_ID || !user.email;
  const passkeys = ownerAccount ? [] : await listPasskeys(getDb(), user.id);
  return (
    <section id="passkeys" aria-labelledby="passkeys-heading" className={className}>
      <h3 id="passkeys-heading" className="flex items-center gap-2 text-lg font-semibold">
        <LockKeyhole aria-hidden="true" className="size-5 text-ember-600" />
        {copy.heading}
      </h3>
      {ownerAccount ? (
        <p className="mt-2 text-slate-700 dark:text-slate-200">{copy.ownerAccount}</p>
      ) : (
        <>
          <p className="mt-2 text-slate-700 dark:text-slate-200">{copy.intro}</p>
          <Passkeys
            labels={copy}
            passkeys={passkeys.map((passkey) => ({
              id: passkey.id,
              name: passkey.name,
              when: [
                fill(copy.added, { date: adminTime(passkey.createdAt) }),
                passkey.lastUsedAt ? fill(copy.lastUsed, { date: adminTime(passkey.lastUsedAt) }) : copy.neverUsed,
              ].join(', '),
            }))}
            full={passkeys.length >= MAX_PASSKEYS}
            actions={{ options: passkeyOptionsAction, add: addPasskeyAction, remove: removePasskeyAction }}
          />
        </>
      )}
    </section>
  );
}
