import 'server-only';
import { z } from 'zod';
import { blockSchema } from '@/content/blocks';
import { localized } from '@/content/fields';
import { env } from '@/lib/env';
import type { BlockSource } from './blocks-page';

/** The fixed pages built from blocks. */
const fixedBlockPages = ['home', 'about', 'process'] as const;
import { isSameOrigin } from '@/server/auth/origin';
import { secureCookies, sessionCookieName } from '@/server/auth/cookie';
import { readSession } from '@/server/auth/session';
import { getDb } from '@/server/db';
import copy from '@messages/admin/landing-pages.json';

/** What the page editor sends its live preview: the page as typed, blocks that are not complete yet included. */
const typedPage = z.object({
  id: z.string().max(80).optional(),
  title: z.unknown(),
  blocks: z.array(z.unknown()).max(40),
});

interface LivePreview {
  page: BlockSource;
  /** The editor's note of the blocks not shown because they are not complete yet, as it numbers them. */
  note?: string;
}

const refused = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * The live preview beside the page editor (issue 45): the page as typed, posted by the editor's frame, drawn by the
 * same block views as the published page. Only for a signed-in admin, from the site's own pages (SECURITY.md A1, C1);
 * never cached, never indexed, framed by the admin alone (src/site/middleware.ts). Each block the schema takes is shown;
 * one still being written (a heading not typed yet) is named instead, so the preview follows the typing.
 */
export async function livePreview(
  request: Request,
  cookie: (name: string) => string | undefined,
): Promise<Response | LivePreview> {
  if (request.method !== 'POST')
    return new Response('Method not allowed', { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } });
  const { SITE_URL } = env();
  if (!isSameOrigin(request.headers, SITE_URL)) return refused(403, 'The preview is drawn for the admin’s own pages.');
  const session = await readSession(getDb(), cookie(sessionCookieName(secureCookies(SITE_URL))));
  if (!session) return refused(403, 'Sign in to the admin to preview a page.');
  const form = await request.formData().catch(() => undefined);
  const text = form?.get('values');
  let typed: z.infer<typeof typedPage> | undefined;
  try {
    typed = typeof text === 'string' ? typedPage.parse(JSON.parse(text)) : undefined;
  } catch {
    typed = undefined;
  }
  if (!typed) return refused(400, 'The preview needs the page’s values.');
  const incomplete: number[] = [];
  const blocks = typed.blocks.flatMap((block, index) => {
    const parsed = blockSchema.safeParse(block);
    if (!parsed.success) incomplete.push(index + 1);
    return parsed.success ? [parsed.data] : [];
  });
  const title = localized(120).safeParse(typed.title);
  const fixed = fixedBlockPages.find((id) => id === typed.id);
  return {
    // The home, about and process pages are drawn as themselves; any other as a landing page at its address.
    page: fixed
      ? ({ id: fixed, blocks } as BlockSource)
      : { id: typed.id ?? 'preview', title: title.success ? title.data : { en: '' }, blocks },
    note: incomplete.length ? copy.incomplete.replace('{blocks}', incomplete.join(', ')) : undefined,
  };
}
