import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminSession } from '@/server/auth/session';
import { textTestimonialSchema } from '@/content/testimonial';

process.env.DATABASE_URL = `file:${path.join(mkdtempSync(path.join(tmpdir(), 'collection-actions-')), 'site.db')}`;

// Next's request scope is not there in a unit test: the session guard and the page refresh are stood in for (see
// admin-action.test.ts); the save itself is the real one, on a real database.
vi.mock('next/cache', () => ({ refresh: vi.fn() }));
vi.mock('@/server/auth/guard', () => {
  const session = { user: { id: 'u1', name: 'Ada', email: null, role: 'owner' } } as AdminSession;
  return { requireAdmin: async () => session, requireRight: async () => session };
});

const { getDb } = await import('@/server/db');
const { migrateToLatest } = await import('@/server/db/migrate');
const { saveDocument } = await import('@/server/queries/documents');
const { listActivity } = await import('@/server/audit');
const { collectionActions } = await import('./collection-actions');
const { textTestimonialDefinition } = await import('../testimonials/definitions');

const stored = {
  id: 'ada',
  order: 0,
  name: 'Ada Lovelace',
  role: { en: 'Engineer' },
  quote: { en: 'They built what we asked for.' },
  rating: 5,
  image: '/images/brand/logo-dark.svg',
};

beforeAll(async () => {
  await migrateToLatest(getDb());
  await saveDocument(getDb(), 'textTestimonials', stored, { by: 'seed', expectedVersion: 0 });
});

describe('a collection save', () => {
  it('reads the values it publishes through zod twice, not three times: the answer picks the written fields; and logs the save', async () => {
    const { save } = collectionActions(textTestimonialDefinition);
    const renamed = 'Ada King, Countess of Lovelace';
    // Each pass of the values through a schema runs the `name` field's own schema once, whichever schema holds it
    // (the action's input, the content schema of the write, the form's fields of the answer).
    const run = vi.spyOn(textTestimonialSchema.shape.name._zod, 'run');
    const { id, order, ...values } = stored;
    const answer = await save({ id, expectedVersion: 1, values: { ...values, name: renamed } });
    const passes = run.mock.calls.filter(([payload]) => payload.value === renamed).length;
    run.mockRestore();
    expect(answer).toMatchObject({ status: 'saved', version: 2, values: { name: renamed } });
    expect(order).toBe(0);
    // The action's input, then the content schema of the merged and sanitised document (documents.ts): the answer's
    // fields are picked from what that parse gave, not parsed a third time.
    expect(passes).toBe(2);
    expect((await listActivity(getDb())).entries[0]).toMatchObject({
      actorName: 'Ada',
      action: 'content.saved',
      target: 'textTestimonials:ada',
      summary: 'textTestimonials “ada” version 2',
    });
  });
});
