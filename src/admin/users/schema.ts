import { z } from 'zod';
import { translatorLanguages, type TranslatorLanguage } from '@/lib/roles';
import { adminRoleSchema, OWNER_ID, type AdminRole } from '@/server/auth/user';

/** A person the Users list names: a new one's id, or the owner account's (which the data layer refuses by name). */
const personId = z.union([z.uuid(), z.literal(OWNER_ID)]);
export const personInputSchema = z.strictObject({ personId });
export const roleChangeInputSchema = z.strictObject({ personId, role: adminRoleSchema });
export const languagesInputSchema = z.strictObject({
  personId,
  languages: z.array(z.enum(translatorLanguages)).min(1, 'languages_required').max(translatorLanguages.length),
  /** The translator publishes the texts of these languages too. */
  publishes: z.boolean(),
});

export type PersonStatus = 'password_set' | 'link_waiting' | 'link_expired';

/** One row of the Users list, as the browser gets it. */
export interface Person {
  id: string;
  name: string;
  /** Null for the owner account, which the admin password signs in. */
  email: string | null;
  role: AdminRole;
  /** A translator's languages; absent for every other role. */
  languages?: TranslatorLanguage[];
  /** A translator who publishes the texts of their languages too; absent for every other role. */
  publishesLanguages?: boolean;
  status: PersonStatus;
  added: { iso: string; text: string };
  you: boolean;
  /** Not oneself, not the owner account. */
  removable: boolean;
  /** Every account but the owner's can get a new set-password link. */
  linkable: boolean;
  /** Leads still being worked (new, contacted, qualified) that this person answers: unassigned if they are removed. */
  openLeads: number;
  /** Publishes and unpublishes this person scheduled: the remover's if they are removed. */
  scheduled: number;
  /** Working review links this person gave out: revoked if they are removed. */
  reviewLinks: number;
  /** Devices this person is signed in on now (the owner's own list leaves out the one in use). */
  sessions: number;
}

/** A set-password link, shown once to the owner who made it. */
export interface IssuedLink {
  name: string;
  email: string;
  url: string;
  /** Whether it was also queued as an e-mail (only when SMTP_URL is set). */
  mailed: boolean;
}

/** What any Users action may answer besides its own success (field errors are codes, keyed by field name). */
export type UsersFailure =
  | { status: 'invalid'; fields: Record<string, string> }
  | { status: 'forbidden' }
  | { status: 'not_found' }
  | { status: 'error'; reference: string };

export type AddPersonResult = { status: 'created'; link: IssuedLink } | UsersFailure;
export type NewLinkResult = { status: 'renewed'; link: IssuedLink } | UsersFailure;
export type EndPersonSessionsResult = { status: 'ended'; name: string; count: number } | UsersFailure;
export type ChangeRoleResult =
  | { status: 'changed'; name: string; to: AdminRole }
  | { status: 'unchanged' }
  | { status: 'refused'; reason: 'own_role' | 'owner_role' }
  | UsersFailure;
export type SetLanguagesResult =
  { status: 'saved'; name: string } | { status: 'unchanged' } | { status: 'not_translator' } | UsersFailure;
export type RemovePersonResult =
  { status: 'removed'; name: string } | { status: 'refused'; reason: 'self' | 'owner_account' } | UsersFailure;
