import type { APIRoute } from 'astro';
import { blogFeed } from '@/features/blog/rss';

/** The blog's RSS feed: posts are edited in the admin, so it is built per request from the live content. */
export const GET: APIRoute = async () =>
  new Response(await blogFeed(), {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
