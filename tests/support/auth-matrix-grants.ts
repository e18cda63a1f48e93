/**
 * What each role of the auth matrix (tests/e2e/auth-matrix.spec.ts) is meant to be allowed, and the shapes of its action
 * cases' answers by role.
 */
import type { Access } from './sessions';

export interface ActionCase {
  /** A page of its section (an action is the same action whichever admin page it is posted to). */
  path: string;
  /** Arguments the page binds before the input (the collection of a collection action). */
  bound?: unknown[];
  /** A valid input: were the action to run, it would change something (or, for the owner-only ones, be refused). */
  input(): Promise<unknown>;
  /** The status it answers once it has run; `forbidden` where the role may not; none where it must not run at all. */
  ran: Record<Access, string | undefined>;
}

/**
 * What each role is meant to be allowed (issue 46), written out here rather than read from src/lib/roles.ts,
 * so that a wrong grant there fails the matrix: `draft` (write drafts, upload images), `publish` (publish, schedule,
 * delete, review links, the activity log), `leads` (the inbox and the analytics), `manage` (what only owners do).
 */
export const GRANTS = {
  owner: ['draft', 'publish', 'leads', 'manage'],
  editor: ['draft', 'publish', 'leads'],
  contributor: ['draft'],
  translator: ['translate'],
  sales: ['leads'],
} as const satisfies Record<Exclude<Access, 'refused'>, readonly string[]>;
export type Grant = (typeof GRANTS)[keyof typeof GRANTS][number];

/** Whether a role's grants include `grant`, or one of several. */
export const grants = (role: keyof typeof GRANTS, grant: Grant | readonly Grant[]) =>
  [grant].flat().some((one) => (GRANTS[role] as readonly string[]).includes(one));

/** An action that runs for every role whose grants include `grant` (with `status`), `forbidden` for the others. */
export const needs = (grant: Grant | readonly Grant[], status: string): ActionCase['ran'] => {
  const ran = (role: keyof typeof GRANTS) => (grants(role, grant) ? status : 'forbidden');
  return {
    refused: undefined,
    owner: ran('owner'),
    editor: ran('editor'),
    contributor: ran('contributor'),
    translator: ran('translator'),
    sales: ran('sales'),
  };
};
/** What a translator may do too: for the texts of their languages (the matrix's has every language but English). */
export const writers = ['draft', 'translate'] as const;
/** One of a person's own account actions: every role runs it. */
export const everyone = (status: string): ActionCase['ran'] => ({
  refused: undefined,
  editor: status,
  owner: status,
  contributor: status,
  translator: status,
  sales: status,
});
export const ownersOnly = (status: string) => needs('manage', status);
