'use server';

import { z } from 'zod';
import { paths } from '@/lib/paths';
import { getDb } from '@/server/db';
import { listDocuments } from '@/server/queries/documents';
import { redirectRules } from '@/server/queries/redirects';
import copy from '@messages/admin/editor.json';
import { adminAction } from '../admin-action';
import type { KnownPaths, LinkTarget } from './link-targets';

/** The fixed pages, by path, with the names the admin gives them. */
const fixedPages = copy.richText.linkDialog.sitePages;

/**
 * What a rich-text field may link to, for its Link dialog and its missing-page warning: every page a visitor can open
 * today — the fixed pages and every published service, project, case study and post (drafts, trashed and unpublished
 * items are not in the published collections) — with titles in every language, and the redirects that lead to a page.
 */
export const listLinkTargetsAction = adminAction(
  {
    access: 'draft',
    failure: 'admin.link_targets_failed',
    input: z.strictObject({}),
  },
  async () => {
    const db = getDb();
    const [services, projects, caseStudies, posts, redirects] = await Promise.all([
      listDocuments(db, 'services'),
      listDocuments(db, 'projects'),
      listDocuments(db, 'caseStudies'),
      listDocuments(db, 'blogPosts'),
      redirectRules(db),
    ]);
    const targets: LinkTarget[] = [
      ...Object.entries(fixedPages).map(([path, title]): LinkTarget => ({ path, kind: 'page', title: { en: title } })),
      ...services.map((s): LinkTarget => ({ path: paths.service(s.id), kind: 'service', title: s.title })),
      ...projects.map((p): LinkTarget => ({ path: paths.project(p.id), kind: 'project', title: p.title })),
      ...caseStudies.map((c): LinkTarget => ({ path: paths.caseStudy(c.id), kind: 'caseStudy', title: c.title })),
      ...posts.map((p): LinkTarget => ({ path: paths.blogPost(p.slug), kind: 'blogPost', title: p.title })),
    ];
    const known: KnownPaths = {
      targets,
      redirected: redirects.filter((rule) => rule.target !== null).map((rule) => rule.source.toLowerCase()),
    };
    return { status: 'ok' as const, ...known };
  },
);
