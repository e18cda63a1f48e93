import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a public page is being rendered for (src/site/middleware.ts runs each render in one), read by server code
 * that answers differently per request without taking it as an argument: a draft's preview (src/server/preview.ts).
 * Outside a render (a script, the maintenance job, the admin's Next.js pages) there is none.
 */
export interface RequestScope {
  /** The address as requested (path not decoded, query included). */
  url: URL;
  /** A cookie of the request, by name. */
  cookie(name: string): string | undefined;
  /** What server code worked out once for this request, by key (see `perRequest`). */
  memo: Map<symbol, unknown>;
}

const storage = new AsyncLocalStorage<RequestScope>();

/** Runs `render` (and everything it awaits) in the scope of one request. */
export function withRequestScope<T>(scope: Omit<RequestScope, 'memo'>, render: () => T): T {
  return storage.run({ ...scope, memo: new Map() }, render);
}

/**
 * `work` done once per request and shared by every caller within it (React's `cache` does this only for server
 * components); outside a request, undefined without running it.
 */
export function perRequest<T>(key: symbol, work: (scope: RequestScope) => Promise<T>): Promise<T> | undefined {
  const scope = storage.getStore();
  if (!scope) return undefined;
  if (!scope.memo.has(key)) scope.memo.set(key, work(scope));
  return scope.memo.get(key) as Promise<T>;
}
