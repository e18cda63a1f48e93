/**
 * The auth matrix's shared blocks (tests/e2e/auth-matrix.spec.ts): a page editor's "Save as shared block" is the shared
 * blocks' create action (a publish), and a shared block a page places is refused deletion; both, for every kind of
 * visitor.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { getDocument } from '../../src/server/queries/documents';
import { expect } from '../e2e/fixtures';
import { adminActions } from './auth-matrix-cases';
import { GRANTS } from './auth-matrix-grants';
import { MATRIX_SHARED_BLOCK } from './auth-matrix-rows';
import type { RawResponse } from './raw-http';
import { actionStatus, postAction, snapshot, type Visitor } from './sessions';

/** What a check of the matrix runs with: its server, its database, its visitors, and the spec's data check. */
export interface MatrixCheck {
  db: Kysely<Database>;
  port: number;
  base: string;
  people: readonly Visitor[];
  expectNoAdminData: (response: RawResponse, label: string) => void;
}

export async function checkSharedBlockActions({ db, port, base, people, expectNoAdminData }: MatrixCheck) {
  const actions = adminActions();
  const create = actions.find((action) => action.name === 'createItem')!;
  const remove = actions.find((action) => action.name === 'removeItem')!;
  const call = async (visitor: Visitor, action: { id: string }, input: unknown) => {
    const cookie = await visitor.cookie();
    const headers = { origin: base, ...visitor.headers, ...(cookie ? { cookie } : {}) };
    const path = '/admin/landingpages/apps-for-clinics';
    return postAction(port, { path, id: action.id, args: ['sharedBlocks', input], headers });
  };
  let made = 0;
  for (const visitor of people) {
    const label = visitor.name;
    const before = await snapshot(db);
    made += 1;
    const values = { title: `Matrix shared ${made}`, blocks: MATRIX_SHARED_BLOCK.blocks };
    const created = await call(visitor, create, { id: `matrix-shared-${made}`, values });
    expect(created.status, label).toBeLessThan(500);
    const stored = await getDocument(db, 'sharedBlocks', MATRIX_SHARED_BLOCK.id);
    const removed = await call(visitor, remove, { id: MATRIX_SHARED_BLOCK.id, expectedVersion: stored!.version });
    if (visitor.access === 'refused') {
      expect([actionStatus(created), actionStatus(removed)], label).toEqual([undefined, undefined]);
      expectNoAdminData(created, label);
      expect(await snapshot(db), label).toEqual(before);
    } else if (!(GRANTS[visitor.access] as readonly string[]).includes('publish')) {
      // A shared block is published as it is made, and deleting is publishing: a contributor and sales are refused.
      expect([actionStatus(created), actionStatus(removed)], label).toEqual(['forbidden', 'forbidden']);
      expect(await snapshot(db), label).toEqual(before);
    } else {
      expect(actionStatus(created), label).toBe('created');
      // The seeded landing page places it: refused, naming the page.
      expect(actionStatus(removed), label).toBe('in_use');
      expect(removed.body, label).toContain('Apps for clinics');
      expect(await getDocument(db, 'sharedBlocks', MATRIX_SHARED_BLOCK.id), label).toBeDefined();
    }
  }
}
