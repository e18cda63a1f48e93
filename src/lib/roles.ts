import { locales, type Locale } from './locales';

/**
 * The admin's roles: owners do everything; editors edit and publish content and work leads, but manage no one and
 * delete no lead; contributors write drafts and publish nothing; translators write the texts of their languages as
 * drafts; sales work the leads and touch no content.
 */
export const adminRoles = ['owner', 'editor', 'contributor', 'translator', 'sales'] as const;
export type AdminRole = (typeof adminRoles)[number];

/** The languages a translator may be given: every one but English, the language the site is written in. */
export const translatorLanguages = locales.filter((locale): locale is Exclude<Locale, 'en'> => locale !== 'en');
export type TranslatorLanguage = (typeof translatorLanguages)[number];

/**
 * What a person may do, by what their role grants (SECURITY.md A1: checked in server code on every admin page, action
 * and route; the admin's buttons follow it only so nobody is offered what would be refused). Shared with the browser,
 * which only reads it to leave out what the server would refuse:
 * - `draft`: open the content sections and the media library, create items as drafts, keep drafts, upload images,
 *   preview, compare versions;
 * - `translate`: open the content sections and the translations board, keep drafts that change only the texts of the
 *   person's languages, mark those translations current, preview, compare versions;
 * - `publish`: publish, restore a version, schedule, unpublish, reorder, rename, delete to the trash and restore from
 *   it, give clients review links, delete images, mark translations current, read the activity log;
 * - `leads`: the leads inbox (status, assignment, notes, notifications) and the analytics with its sources report;
 * - `manage`: people, webhooks, redirects, data requests and lead retention, deleting and exporting leads, emptying
 *   the trash.
 */
export type Right = 'draft' | 'translate' | 'publish' | 'leads' | 'manage';

const rightsOfRole: Readonly<Record<AdminRole, readonly Right[]>> = {
  owner: ['draft', 'publish', 'leads', 'manage'],
  editor: ['draft', 'publish', 'leads'],
  contributor: ['draft'],
  translator: ['translate'],
  sales: ['leads'],
};

/** Whether a role grants a right, or any of several. */
export function can(role: AdminRole, right: Right | readonly Right[]): boolean {
  return (typeof right === 'string' ? [right] : right).some((one) => rightsOfRole[role].includes(one));
}

/** Every right a role grants, for the browser (the admin's buttons follow them; the server checks them). */
export function rightsOf(role: AdminRole): Readonly<Record<Right, boolean>> {
  return {
    draft: can(role, 'draft'),
    translate: can(role, 'translate'),
    publish: can(role, 'publish'),
    leads: can(role, 'leads'),
    manage: can(role, 'manage'),
  };
}

/** The roles that grant a right (for a query: who may be given a lead, who gets the digest). */
export function rolesWith(right: Right): AdminRole[] {
  return adminRoles.filter((role) => can(role, right));
}

/** A translator's languages as stored (`es,de`), read back; an unknown code is dropped. */
export function languagesFrom(stored: string | null | undefined): TranslatorLanguage[] {
  const listed = (stored ?? '').split(',');
  return translatorLanguages.filter((language) => listed.includes(language));
}
