import type { Instrumentation } from 'next';

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./server/startup');
  await startServer();
}

/**
 * Every error Next.js catches while rendering a page, running a server action or a route handler becomes one JSON log
 * line whose `reference` is the digest the visitor's error page shows (SECURITY.md G1). The path is logged without its
 * query, which may carry what a visitor typed.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { errorMessage, log } = await import('./server/log');
  const digest = (error as { digest?: unknown }).digest;
  log.error('request.failed', {
    reference: typeof digest === 'string' ? digest : undefined,
    method: request.method,
    path: request.path.split('?')[0],
    route: context.routePath,
    kind: context.routeType,
    error: errorMessage(error),
  });
};
