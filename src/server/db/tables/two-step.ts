import type { Generated } from 'kysely';

/**
 * Two-step sign-in (src/server/auth/two-step.ts): authenticator secrets, recovery codes, sign-ins half done; and passkeys
 * (src/server/auth/passkeys.ts).
 */

interface TwoStepAccountsTable {
  user_id: string;
  /** The confirmed authenticator secret (base32); null while two-step sign-in is off. */
  secret: string | null;
  /** A secret shown on the Account page and not yet confirmed with a code. */
  pending_secret: string | null;
  pending_at: number | null;
  /** When two-step sign-in was turned on; null while off. */
  enabled_at: number | null;
  /** The last 30-second step a code was accepted for: a code of it or of an earlier step is never accepted again. */
  last_step: number | null;
}

/** One row a recovery code not yet used; only a SHA-256 hash of the code is kept. */
interface TwoStepRecoveryCodesTable {
  code_hash: string;
  user_id: string;
  created_at: number;
}

/** A right password of an account with two-step sign-in, waiting for its code (5 minutes, used once). */
interface PendingSignInsTable {
  token_hash: string;
  user_id: string;
  /** The keyed hash the sign-in limits count the account under (login.ts `accountKey`). */
  account_key: string;
  /** The admin page to open after the code. */
  next: string | null;
  failures: Generated<number>;
  created_at: number;
  expires_at: number;
}

/** A person's WebAuthn credential (src/server/auth/passkeys.ts). */
interface PasskeysTable {
  /** The credential's ID as the browser gives it (base64url). */
  id: string;
  user_id: string;
  /** What its person called it ("Work laptop"). */
  name: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter at its last use (0 for the many that keep none). */
  counter: Generated<number>;
  /** How the browser can reach it (`["internal","hybrid"]`), JSON. */
  transports: Generated<string>;
  created_at: number;
  last_used_at: number | null;
}

/** A challenge handed to a browser, for registering a passkey (`user_id` set) or signing in with one; used once. */
interface PasskeyChallengesTable {
  challenge: string;
  purpose: 'register' | 'sign_in';
  user_id: string | null;
  expires_at: number;
}

export interface TwoStepTables {
  two_step_accounts: TwoStepAccountsTable;
  two_step_recovery_codes: TwoStepRecoveryCodesTable;
  pending_sign_ins: PendingSignInsTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
}
