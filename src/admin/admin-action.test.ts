import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { AdminSession } from '@/server/auth/session';

process.env.DATABASE_URL = `file:${path.join(mkdtempSync(path.join(tmpdir(), 'admin-action-')), 'site.db')}`;

// Next's request scope is not there in a unit test: the session guard and the page refresh are stood in for. What the
// real guard does for every action of the build is proved end to end by tests/e2e/auth-matrix.spec.ts.
const guard = vi.hoisted(() => ({
  role: 'owner' as 'owner' | 'editor' | 'contributor' | 'sales' | 'none',
  options: [] as unknown[],
}));
const refresh = vi.hoisted(() => vi.fn());
vi.mock('next/cache', () => ({ refresh }));
vi.mock('@/server/auth/guard', async () => {
  const { can } = await import('@/lib/roles');
  const session = () => ({ user: { id: 'u1', name: 'Ada', email: null, role: guard.role } }) as unknown as AdminSession;
  return {
    requireAdmin: async (_returnTo?: string, options?: unknown) => {
      guard.options.push(options);
      if (guard.role === 'none') throw new Error('NEXT_REDIRECT /admin-login');
      return session();
    },
    requireRight: async (right: Parameters<typeof can>[1]) => {
      if (guard.role === 'none') throw new Error('NEXT_REDIRECT /admin-login');
      return can(guard.role, right) ? session() : undefined;
    },
  };
});

const { adminAction } = await import('./admin-action');
const { getDb } = await import('@/server/db');
const { migrateToLatest } = await import('@/server/db/migrate');
const { listActivity } = await import('@/server/audit');

beforeAll(async () => {
  await migrateToLatest(getDb());
});

const input = z.strictObject({ values: z.strictObject({ title: z.string().min(1, 'required').max(5, 'too_long') }) });

afterEach(() => {
  guard.role = 'owner';
  guard.options = [];
  refresh.mockClear();
});

describe('adminAction', () => {
  it('lets only the actions marked as two-step setup past an owner’s two-step requirement (B2)', async () => {
    guard.role = 'editor';
    const body = async () => ({ status: 'ok' as const });
    await adminAction({ access: 'signedIn', input, failure: 'test.failed' }, body)({ values: { title: 'x' } });
    await adminAction(
      { access: 'signedIn', input, failure: 'test.failed', twoStepSetup: true },
      body,
    )({
      values: { title: 'x' },
    });
    expect(guard.options).toEqual([{ twoStepSetup: false }, { twoStepSetup: true }]);
  });

  it('asks for the session before it reads the input, and runs nothing without one (A1)', async () => {
    guard.role = 'none';
    const body = vi.fn(async () => ({ status: 'ok' as const }));
    const action = adminAction({ access: 'signedIn', input, failure: 'test.failed' }, body);
    await expect(action({ values: { title: 'x' } })).rejects.toThrow('NEXT_REDIRECT');
    await expect(action('not even an object')).rejects.toThrow('NEXT_REDIRECT');
    expect(body).not.toHaveBeenCalled();
  });

  it('runs an action for the roles that grant its right, and answers the others `forbidden` without running it', async () => {
    const granted = {
      draft: ['owner', 'editor', 'contributor'],
      publish: ['owner', 'editor'],
      leads: ['owner', 'editor', 'sales'],
      manage: ['owner'],
    } as const;
    for (const access of ['draft', 'publish', 'leads', 'manage'] as const)
      for (const role of ['owner', 'editor', 'contributor', 'sales'] as const) {
        const roles: readonly string[] = granted[access];
        guard.role = role;
        const body = vi.fn(async () => ({ status: 'ok' as const }));
        const answer = await adminAction({ access, input, failure: 'test.failed' }, body)({ values: { title: 'x' } });
        expect(answer, `${role} ${access}`).toEqual(roles.includes(role) ? { status: 'ok' } : { status: 'forbidden' });
        expect(body, `${role} ${access}`).toHaveBeenCalledTimes(roles.includes(role) ? 1 : 0);
      }
  });

  it('answers an editor `forbidden` for an owner-only action, before parsing or writing (A1)', async () => {
    guard.role = 'editor';
    const body = vi.fn(async () => ({ status: 'ok' as const }));
    const action = adminAction({ access: 'manage', input, failure: 'test.failed' }, body);
    expect(await action({ values: { title: 'x' } })).toEqual({ status: 'forbidden' });
    expect(body).not.toHaveBeenCalled();
  });

  it('answers bad input with field errors keyed as the form names its fields, and writes nothing (D1)', async () => {
    const body = vi.fn(async () => ({ status: 'ok' as const }));
    const action = adminAction({ access: 'signedIn', input, failure: 'test.failed', fieldPrefix: 'values.' }, body);
    expect(await action({ values: { title: 'too long a title' } })).toEqual({
      status: 'invalid',
      fields: { title: 'too_long' },
    });
    expect(await action({ values: { title: 'x' }, extra: 1 })).toMatchObject({ status: 'invalid' });
    expect(body).not.toHaveBeenCalled();
  });

  it('hands the parsed values and the session to the body, and refreshes the page only when asked', async () => {
    const action = adminAction(
      { access: 'signedIn', input, failure: 'test.failed', refreshAfter: ({ status }) => status === 'ok' },
      async ({ values }, session) => ({ status: values.title === 'ok' ? 'ok' : 'not_found', by: session.user.name }),
    );
    expect(await action({ values: { title: 'ok' } })).toEqual({ status: 'ok', by: 'Ada' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(await action({ values: { title: 'nope' } })).toEqual({ status: 'not_found', by: 'Ada' });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('answers an unexpected failure with a reference and logs it with its cause, never throwing it (G1)', async () => {
    const lines: string[] = [];
    const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      const action = adminAction({ access: 'signedIn', input, failure: 'test.failed' }, async () => {
        throw new Error('disk full at /var/lib/secret');
      });
      const answer = await action({ values: { title: 'x' } });
      expect(answer).toEqual({ status: 'error', reference: expect.stringMatching(/^[0-9a-f]{8}$/) });
      const logged = lines.map((line) => JSON.parse(line) as { event: string; reference: string; error: string });
      expect(logged).toEqual([
        expect.objectContaining({ event: 'test.failed', error: 'disk full at /var/lib/secret' }),
      ]);
      expect(logged[0]?.reference).toBe((answer as { reference: string }).reference);
    } finally {
      err.mockRestore();
    }
  });

  it('needs no session for a one-time-link action: the token in its input is the credential', async () => {
    guard.role = 'none';
    const action = adminAction(
      { access: 'link', input: z.strictObject({ token: z.string() }), failure: 'test.failed' },
      async ({ token }, session) => ({ status: 'ok', token, session }),
    );
    expect(await action({ token: 't' })).toEqual({ status: 'ok', token: 't', session: undefined });
  });

  it('writes the audit the action declares after its body, as the person signed in, and none for a refusal', async () => {
    const action = adminAction(
      {
        access: 'signedIn',
        input,
        failure: 'test.failed',
      },
      async ({ values }) => ({ status: values.title === 'gone' ? 'deleted' : 'not_found' }),
      ({ values }, result) =>
        result.status === 'deleted'
          ? [
              { action: 'redirect.deleted', target: `redirect:${values.title}`, summary: 'first' },
              { action: 'redirect.deleted', target: `redirect:${values.title}`, summary: 'second' },
            ]
          : undefined,
    );
    await action({ values: { title: 'kept' } });
    await action({ values: { title: 'toolong' } });
    expect((await listActivity(getDb())).entries).toEqual([]);
    await action({ values: { title: 'gone' } });
    const { entries } = await listActivity(getDb());
    expect(entries.map(({ actorName, action, target, summary }) => ({ actorName, action, target, summary }))).toEqual([
      { actorName: 'Ada', action: 'redirect.deleted', target: 'redirect:gone', summary: 'second' },
      { actorName: 'Ada', action: 'redirect.deleted', target: 'redirect:gone', summary: 'first' },
    ]);
  });
});
