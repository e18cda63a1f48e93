import { notFound } from 'next/navigation';

/**
 * A path no page claims, should one reach the router: proxy.ts answers those itself with the server-rendered
 * page-not-found (status 404), so this is only the safety net that keeps them a 404.
 */
export default function CatchAll() {
  notFound();
}
