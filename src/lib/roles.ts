/**
 * The admin's roles: owners do everything; editors edit and publish content and work leads, but manage no one and
 * delete no lead; contributors write drafts and publish nothing; sales work the leads and touch no content.
 */
export const adminRoles = ['owner', 'editor', 'contributor', 'sales'] as const;
export type AdminRole = (typeof adminRoles)[number];

/**
 * What a person may do, by what their role grants (SECURITY.md A1: checked in server code on every admin page, action
 * and route; the admin's buttons follow it only so nobody is offered what would be refused). Shared with the browser,
 * which only reads it to leave out what the server would refuse:
 * - `draft`: open the content sections and the media library, create items as drafts, keep drafts, upload images,
 *   preview, compare versions;
 * - `publish`: publish, restore a version, schedule, unpublish, reorder, rename, delete to the trash and restore from
 *   it, give clients review links, delete images, mark translations current, read the activity log;
 * - `leads`: the leads inbox (status, assignment, notes, notifications) and the analytics with its sources report;
 * - `manage`: people, webhooks, redirects, data requests and lead retention, deleting and exporting leads, emptying
 *   the trash.
 */
export type Right = 'draft' | 'publish' | 'leads' | 'manage';

const rightsOfRole: Readonly<Record<AdminRole, readonly Right[]>> = {
  owner: ['draft', 'publish', 'leads', 'manage'],
  editor: ['draft', 'publish', 'leads'],
  contributor: ['draft'],
  sales: ['leads'],
};

/** Whether a role grants a right. */
export function can(role: AdminRole, right: Right): boolean {
  return rightsOfRole[role].includes(right);
}

/** Every right a role grants, for the browser (the admin's buttons follow them; the server checks them). */
export function rightsOf(role: AdminRole): Readonly<Record<Right, boolean>> {
  return {
    draft: can(role, 'draft'),
    publish: can(role, 'publish'),
    leads: can(role, 'leads'),
    manage: can(role, 'manage'),
  };
}

/** The roles that grant a right (for a query: who may be given a lead, who gets the digest). */
export function rolesWith(right: Right): AdminRole[] {
  return adminRoles.filter((role) => can(role, right));
}
