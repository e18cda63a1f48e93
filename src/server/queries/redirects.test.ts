import { describe, expect, it } from 'vitest';
import type { SeedFile } from '@/content';
import { seedFiles } from '@/content/seed';
import type { RedirectRule } from '@/node-server/redirects.mjs';
import { testDatabases, type TestDatabase } from '../../../tests/support/databases';
import { freshDatabase } from '../../../tests/support/fresh-database';
import { contentStamp, getDocument, listRevisions, saveDocument } from './documents';
import {
  addHits,
  deleteRedirect,
  listRedirects,
  normalizeSource,
  normalizeTarget,
  redirectProblem,
  RedirectRefusedError,
  redirectRules,
  saveRedirect,
} from './redirects';
import { renameDocument } from './rename';
import { emptyTrash, gonePaths, restoreFromTrash, trashDocument } from './trash';

const noPages = (_path: string) => false;

describe('a redirect typed by an owner', () => {
  it('is made a rule’s path: decoded, without the trailing slash; a query, a reserved area or file, or no slash is refused (C3)', () => {
    expect(normalizeSource(' /old%20page/ ')).toEqual({ source: '/old page' });
    expect(normalizeSource('/es/promo')).toEqual({ source: '/es/promo' });
    for (const [input, code] of [
      ['old-page', 'sourceFormat'],
      ['//evil.example/x', 'sourceFormat'],
      ['/a#b', 'sourceFormat'],
      ['/promo?utm=1', 'sourceQuery'],
      ['/admin/settings', 'sourceReserved'],
      ['/api/events', 'sourceReserved'],
      ['/_next/static/x.js', 'sourceReserved'],
      // Decoded first, then checked (C3).
      ['/%2Fevil.example', 'sourceFormat'],
      ['/%5Cevil.example', 'sourceFormat'],
      ['/a/%2E%2E/admin', 'sourceFormat'],
      ['/a%00b', 'sourceFormat'],
      ['/%61dmin/settings', 'sourceReserved'],
      ['/robots.txt', 'sourceReserved'],
      ['/Robots.TXT', 'sourceReserved'],
      ['/sitemap.xml', 'sourceReserved'],
      ['/blog/rss.xml', 'sourceReserved'],
      ['/es/blog/rss.xml', 'sourceReserved'],
      ['/media/0123456789abcdef0123/team.webp', 'sourceReserved'],
      ['/images/hero.avif', 'sourceReserved'],
      ['/favicon.ico', 'sourceReserved'],
    ])
      expect(normalizeSource(input!), input).toEqual({ problem: expect.objectContaining({ field: 'source', code }) });
  });

  it('goes to a site path (query kept) or an https address, and nowhere else, checked once decoded (C3)', () => {
    expect(normalizeTarget('/pricing/')).toEqual({ target: '/pricing' });
    expect(normalizeTarget('/pricing?tab=web')).toEqual({ target: '/pricing?tab=web' });
    expect(normalizeTarget('https://example.com/a b'.replace(' ', '%20'))).toEqual({
      target: 'https://example.com/a%20b',
    });
    for (const input of [
      'pricing',
      '//evil.example',
      'javascript:alert(1)',
      'ftp://x.example',
      'http://x.example',
      '/a b',
      'https://',
      '/%2Fevil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '/\\evil.example',
      '/a%0D%0ASet-Cookie:%20x=1',
      '/blog/%2E%2E/%2E%2E/admin',
    ])
      expect(normalizeTarget(input), input).toEqual({ problem: expect.objectContaining({ code: 'targetFormat' }) });
  });

  const rules: RedirectRule[] = [
    { id: 1, source: '/blog/old', target: '/blog/new', localized: true, permanent: true },
    { id: 2, source: '/promo', target: '/pricing', localized: false, permanent: true },
  ];
  const problem = (source: string, target: string, id?: number, isPage = noPages) =>
    redirectProblem(rules, { id, source, target }, isPage)?.code;

  it('refuses loops, chains either way, a source already redirected and a page of the site', () => {
    expect(problem('/offer', '/offer')).toBe('self');
    expect(problem('/pricing', '/promo')).toBe('loop');
    expect(problem('/es/blog/new', '/es/blog/old')).toBe('loop');
    expect(problem('/deals', '/promo')).toBe('chainAfter');
    expect(problem('/deals', '/de/blog/old')).toBe('chainAfter');
    expect(problem('/pricing', '/contact-us')).toBe('chainBefore');
    expect(problem('/es/blog/new', '/es/contact-us')).toBe('chainBefore');
    expect(problem('/promo', '/contact-us')).toBe('sourceTaken');
    expect(problem('/ar/blog/old', '/contact-us')).toBe('sourceTaken');
    expect(problem('/services', '/contact-us', undefined, (path) => path === '/services')).toBe('sourcePage');
  });

  it('accepts what is none of those, and an edit of a rule is checked without the rule itself', () => {
    expect(problem('/deals', '/pricing')).toBeUndefined();
    expect(problem('/es/oferta', 'https://example.com/promo')).toBeUndefined();
    expect(problem('/promo', '/contact-us', 2)).toBeUndefined();
  });
});

const databases = await testDatabases();
const seeded = <C extends 'blogPosts' | 'caseStudies'>(collection: C) =>
  seedFiles.flatMap((file) => file[collection] ?? []) as NonNullable<SeedFile[C]>;
const [post, otherPost] = seeded('blogPosts');
const studies = seeded('caseStudies');

describe.each(databases)('redirects on $name', (kind: TestDatabase) => {
  const { fresh } = freshDatabase(kind);
  const rulesOf = async (db: Awaited<ReturnType<typeof fresh>>) =>
    (await redirectRules(db)).map(({ source, target, localized }) => [source, target, localized]).sort();

  it('adds, edits and deletes a redirect by hand, each write moving the content stamp; refusals leave nothing', async () => {
    const db = await fresh();
    const stamp = await contentStamp(db);
    const added = await saveRedirect(db, { source: '/promo/', target: '/pricing' }, { by: 'Owner', isPage: noPages });
    expect(added).toMatchObject({
      source: '/promo',
      target: '/pricing',
      localized: true,
      permanent: true,
      kind: 'manual',
      hits: 0,
    });
    expect(await contentStamp(db)).toBeGreaterThan(stamp);

    await expect(
      saveRedirect(db, { source: '/pricing', target: '/promo' }, { by: 'Owner', isPage: noPages }),
    ).rejects.toThrow(RedirectRefusedError);
    const edited = await saveRedirect(
      db,
      { id: added.id, source: '/promo', target: '/contact-us' },
      { by: 'Owner', isPage: noPages },
    );
    expect(edited).toMatchObject({ id: added.id, target: '/contact-us' });
    expect(await rulesOf(db)).toEqual([['/promo', '/contact-us', true]]);

    await expect(
      saveRedirect(db, { id: 9999, source: '/x', target: '/y' }, { by: 'Owner', isPage: noPages }),
    ).rejects.toMatchObject({ problem: { code: 'notFound' } });
    const before = await contentStamp(db);
    expect(await deleteRedirect(db, added.id)).toMatchObject({ source: '/promo' });
    expect(await deleteRedirect(db, added.id)).toBeUndefined();
    expect(await listRedirects(db)).toEqual([]);
    expect(await contentStamp(db)).toBeGreaterThan(before);
  });

  it('makes a redirect by hand answer in every language unless a language is typed, stores it lower case, and keeps it temporary when asked', async () => {
    const db = await fresh();
    const by = { by: 'Owner', isPage: noPages };
    const everywhere = await saveRedirect(db, { source: '/Old-Pricing', target: '/pricing-calculator' }, by);
    expect(everywhere).toMatchObject({ source: '/old-pricing', localized: true, permanent: true });
    const spanish = await saveRedirect(db, { source: '/es/oferta', target: '/es/pricing-calculator' }, by);
    expect(spanish).toMatchObject({ localized: false });
    const intoSpanish = await saveRedirect(db, { source: '/oferta', target: '/es/pricing-calculator' }, by);
    expect(intoSpanish).toMatchObject({ localized: false });
    const away = await saveRedirect(db, { source: '/jobs', target: 'https://jobs.example.com', permanent: false }, by);
    expect(away).toMatchObject({ localized: true, permanent: false });
    // Taken whatever the case, and in every language for a rule that answers in every language.
    await expect(saveRedirect(db, { source: '/OLD-PRICING', target: '/contact-us' }, by)).rejects.toMatchObject({
      problem: { code: 'sourceTaken' },
    });
    await expect(saveRedirect(db, { source: '/de/old-pricing', target: '/contact-us' }, by)).rejects.toMatchObject({
      problem: { code: 'sourceTaken' },
    });
    // An edit can make it permanent again, and a temporary one is read back as such by the server's rules.
    expect((await redirectRules(db)).find((rule) => rule.id === away.id)).toMatchObject({ permanent: false });
    const edited = await saveRedirect(db, { id: away.id, source: '/jobs', target: 'https://jobs.example.com' }, by);
    expect(edited).toMatchObject({ permanent: true });
  });

  it('adds hits in batches without moving the content stamp', async () => {
    const db = await fresh();
    const { id } = await saveRedirect(db, { source: '/promo', target: '/pricing' }, { by: 'Owner', isPage: noPages });
    const stamp = await contentStamp(db);
    await addHits(db, [[id, { count: 3, at: 1_700_000_000_000 }]]);
    await addHits(db, [[id, { count: 2, at: 1_700_000_100_000 }]]);
    expect((await listRedirects(db))[0]).toMatchObject({ hits: 5, lastHitAt: 1_700_000_100_000 });
    expect(await contentStamp(db)).toBe(stamp);
  });

  it('renames a post with its history, its SEO entry and a redirect in every language; renamed again, no chain forms', async () => {
    const db = await fresh();
    await saveDocument(db, 'blogPosts', post, { by: 'Ana', expectedVersion: 0 });
    await saveDocument(db, 'blogPosts', { ...post, author: 'Ana B.' }, { by: 'Ana', expectedVersion: 1 });
    const seo = {
      id: `blog:${post!.slug}`,
      title: { en: 'Old title' },
      description: { en: 'Old description' },
      ogImage: '/images/og/default.png',
    };
    await saveDocument(db, 'seo', seo, { by: 'Ana', expectedVersion: 0 });
    const renamed = (slug: string) => (data: Record<string, unknown>) => ({ ...data, id: slug, slug });
    const seoRenamed = (from: string, to: string) => ({
      collection: 'seo' as const,
      from: `blog:${from}`,
      to: `blog:${to}`,
      renamed: (entry: Record<string, unknown>) => ({ ...entry, id: `blog:${to}` }),
    });

    const version = await renameDocument(db, 'blogPosts', post!.id, 'fresh-name', {
      by: 'Bo',
      expectedVersion: 2,
      renamed: renamed('fresh-name'),
      companion: seoRenamed(post!.slug, 'fresh-name'),
    });

    expect(version).toBe(3);
    expect(await getDocument(db, 'blogPosts', post!.id)).toBeUndefined();
    expect(await getDocument(db, 'blogPosts', 'fresh-name')).toMatchObject({
      version: 3,
      data: { slug: 'fresh-name', author: 'Ana B.' },
    });
    const revisions = await listRevisions(db, 'blogPosts', 'fresh-name');
    expect(revisions.map((revision) => revision.previousVersion)).toEqual([2, 1, 0]);
    expect(revisions.slice(0, 2).map((revision) => (revision.previousData as { slug: string }).slug)).toEqual([
      'fresh-name',
      'fresh-name',
    ]);
    expect(await getDocument(db, 'seo', `blog:${post!.slug}`)).toBeUndefined();
    expect(await getDocument(db, 'seo', 'blog:fresh-name')).toMatchObject({ data: { title: { en: 'Old title' } } });
    expect(await rulesOf(db)).toEqual([[`/blog/${post!.slug}`, '/blog/fresh-name', true]]);

    await renameDocument(db, 'blogPosts', 'fresh-name', 'final-name', {
      by: 'Bo',
      expectedVersion: 3,
      renamed: renamed('final-name'),
    });
    expect(await rulesOf(db)).toEqual([
      ['/blog/fresh-name', '/blog/final-name', true],
      [`/blog/${post!.slug}`, '/blog/final-name', true],
    ]);
    // Back to the first name: that address is a page again, and the others lead to it.
    await renameDocument(db, 'blogPosts', 'final-name', post!.slug, {
      by: 'Bo',
      expectedVersion: 4,
      renamed: renamed(post!.slug),
    });
    expect(await rulesOf(db)).toEqual([
      ['/blog/final-name', `/blog/${post!.slug}`, true],
      ['/blog/fresh-name', `/blog/${post!.slug}`, true],
    ]);
  });

  it('refuses a rename to a taken id or from a stale version, and changes nothing', async () => {
    const db = await fresh();
    await saveDocument(db, 'blogPosts', post, { by: 'Ana', expectedVersion: 0 });
    await saveDocument(db, 'blogPosts', otherPost, { by: 'Ana', expectedVersion: 0 });
    const to = (slug: string) => (data: Record<string, unknown>) => ({ ...data, id: slug, slug });
    await expect(
      renameDocument(db, 'blogPosts', post!.id, otherPost!.id, {
        by: 'Bo',
        expectedVersion: 1,
        renamed: to(otherPost!.id),
      }),
    ).rejects.toMatchObject({ name: 'IdTakenError' });
    await expect(
      renameDocument(db, 'blogPosts', post!.id, 'new-one', { by: 'Bo', expectedVersion: 7, renamed: to('new-one') }),
    ).rejects.toMatchObject({ name: 'StaleVersionError' });
    expect(await getDocument(db, 'blogPosts', post!.id)).toMatchObject({ version: 1 });
    expect(await redirectRules(db)).toEqual([]);
  });

  it('rewrites the documents that name a renamed case study', async () => {
    const db = await fresh();
    const [first, second] = studies;
    await saveDocument(db, 'caseStudies', { ...first, relatedCaseStudies: [] }, { by: 'Ana', expectedVersion: 0 });
    await saveDocument(
      db,
      'caseStudies',
      { ...second, relatedCaseStudies: [first!.id] },
      { by: 'Ana', expectedVersion: 0 },
    );
    await renameDocument(db, 'caseStudies', first!.id, 'renamed-study', {
      by: 'Bo',
      expectedVersion: 1,
      renamed: (data) => ({ ...data, id: 'renamed-study' }),
      references: [
        {
          collection: 'caseStudies',
          rewrite: (data) =>
            (data.relatedCaseStudies as string[]).includes(first!.id)
              ? (doc) => ({ ...doc, relatedCaseStudies: ['renamed-study'] })
              : undefined,
        },
      ],
    });
    expect(await getDocument(db, 'caseStudies', second!.id)).toMatchObject({
      version: 2,
      data: { relatedCaseStudies: ['renamed-study'] },
    });
  });

  it('a deleted item’s address redirects to its replacement until it is restored; purged, it stays gone (410)', async () => {
    const db = await fresh();
    await saveDocument(db, 'blogPosts', post, { by: 'Ana', expectedVersion: 0 });
    await saveDocument(db, 'blogPosts', otherPost, { by: 'Ana', expectedVersion: 0 });
    await trashDocument(db, 'blogPosts', post!.id, {
      by: 'Bo',
      expectedVersion: 1,
      replacement: `/blog/${otherPost!.slug}`,
    });
    expect(await rulesOf(db)).toEqual([[`/blog/${post!.slug}`, `/blog/${otherPost!.slug}`, true]]);
    expect((await listRedirects(db))[0]).toMatchObject({ kind: 'replaced', createdBy: 'Bo' });

    await restoreFromTrash(db, 'blogPosts', post!.id, { by: 'Bo' });
    expect(await redirectRules(db)).toEqual([]);

    await trashDocument(db, 'blogPosts', post!.id, { by: 'Bo', expectedVersion: 2 });
    expect(await gonePaths(db)).toEqual([`/blog/${post!.slug}`]);
    await emptyTrash(db, { by: 'Owner' });
    expect(await gonePaths(db)).toEqual([]);
    expect(await rulesOf(db)).toEqual([[`/blog/${post!.slug}`, null, true]]);
    expect((await listRedirects(db))[0]).toMatchObject({ kind: 'purged', createdBy: 'Owner' });

    // A new post at that address is a page again.
    await saveDocument(db, 'blogPosts', post, { by: 'Ana', expectedVersion: 0 });
    expect(await redirectRules(db)).toEqual([]);
  });
});
