/**
 * The pages of the XSS spec (tests/e2e/xss.spec.ts) that show the corpus, each with the texts it must show as text, and
 * the check that nothing on a page could run.
 */
import type { Page } from '@playwright/test';
import { pick, type LocalizedText } from '../../src/content/fields';
import type { Locale } from '../../src/lib/locales';
import { localizedPath, paths } from '../../src/lib/paths';
import { expect } from '../e2e/fixtures';
import { waitForHydration } from './hydration';
import { marker, richTextFields, seoKeys, shown, type RichTextCollection } from './xss-content';
import { findExecutableMarkup, renderedText, settle } from './xss-payloads';
import type { XssSite } from './xss-site';

/** Line breaks as the HTML parser leaves them (a form post sends CRLF; the page's text has LF). */
const lines = (text: string) => text.replace(/\r\n?/g, '\n');

export interface PageCheck {
  path: string;
  /** Field values that must show verbatim, as text. */
  texts: string[];
  /** The `<title>` text (an SEO entry's title). */
  title?: string;
}

function richTextMarkers(collection: RichTextCollection, id: string | number, locale: Locale) {
  return richTextFields[collection].map((field) => marker(collection, String(id), field, locale));
}

/** The pages that show what was written on `site`, and the check of one. */
export function pageChecks(site: XssSite) {
  const { base, stored, withDb, allOf } = site;

  async function expectInert(page: Page, check: PageCheck) {
    const response = await page.goto(`${base}${check.path}`);
    expect.soft(response?.status(), check.path).toBe(200);
    await waitForHydration(page, 'main');
    await settle(page);
    expect.soft(page.url(), `${check.path}: nothing navigated away`).toBe(`${base}${check.path}`);
    expect.soft(await page.evaluate(findExecutableMarkup), `${check.path}: markup that could run`).toEqual([]);
    const text = lines(await page.evaluate(renderedText));
    for (const expected of check.texts)
      expect.soft(text.includes(lines(expected)), `${check.path} shows ${JSON.stringify(expected)} as text`).toBe(true);
    if (check.title) expect.soft(await page.title(), `${check.path} <title>`).toContain(check.title);
  }

  /** Every public page that shows the written documents, in English and Arabic; rich-text pages also in es and de. */
  async function publicPages(): Promise<PageCheck[]> {
    const service = (await stored('services', shown.service)).data;
    const projects = await Promise.all(shown.projects.map(async (id) => (await stored('projects', id)).data));
    const rawProject = (await stored('projects', shown.rawProject)).data;
    const studies = await Promise.all(shown.caseStudies.map(async (id) => (await stored('caseStudies', id)).data));
    const post = (await stored('blogPosts', shown.blogPost)).data;
    const catalogue = (await stored('pricing', shown.pricing)).data;
    // The carousel shows the first testimonial by order; every video testimonial has a card.
    const testimonial = (await allOf('textTestimonials')).sort((a, b) => a.order - b.order)[0]!;
    const videos = await allOf('videoTestimonials');
    const seo = new Map(
      await Promise.all(seoKeys.map(async (key) => [key, (await stored('seo', key)).data.title] as const)),
    );

    const checks: PageCheck[] = [];
    for (const locale of ['en', 'ar'] as const) {
      const at = (pagePath: string) => localizedPath(locale, pagePath);
      const say = (text: LocalizedText) => pick(text, locale);
      const title = (key: string) => say(seo.get(key)!);
      checks.push(
        {
          path: at(paths.home),
          texts: [
            say(service.title),
            say(projects[0]!.title),
            say(testimonial.quote),
            testimonial.name,
            ...videos.flatMap((video) => [video.company, video.reviewer]),
          ],
          title: title('home'),
        },
        { path: at(paths.services), texts: [say(service.title), say(service.description)], title: title('services') },
        {
          path: at(paths.service(shown.service)),
          texts: [
            say(service.title),
            say(service.features[0]!),
            say(service.process[0]!.title),
            say(service.benefits[0]!),
          ],
          title: title(`service:${shown.service}`),
        },
        { path: at(paths.portfolio), texts: projects.map((project) => say(project.title)), title: title('portfolio') },
        ...projects.map((project) => ({
          path: at(paths.project(project.id)),
          texts: [say(project.title), project.client, ...richTextMarkers('projects', project.id, locale)],
          title: title(`project:${project.id}`),
        })),
        { path: at(paths.caseStudies), texts: studies.map((study) => say(study.title)), title: title('caseStudies') },
        ...studies.map((study) => ({
          path: at(paths.caseStudy(study.id)),
          texts: [
            say(study.title),
            study.client,
            say(study.industry),
            ...richTextMarkers('caseStudies', study.id, locale),
          ],
          title: title(`case-study:${study.id}`),
        })),
        { path: at(paths.blog), texts: [say(post.title)], title: title('blog') },
        {
          path: at(paths.blogPost(post.slug)),
          texts: [say(post.title), post.author, say(post.description)],
          title: title(`blog:${post.slug}`),
        },
        {
          path: at(paths.pricing),
          texts: [say(catalogue.categories[0]!.name), say(catalogue.categories[0]!.options[0]!.label)],
          title: title('pricing'),
        },
      );
    }
    for (const locale of ['en', 'ar', 'es', 'de'] as const) {
      checks.push({
        path: localizedPath(locale, paths.project(rawProject.id)),
        texts: richTextMarkers('projects', rawProject.id, locale),
      });
    }
    for (const locale of ['es', 'de'] as const) {
      checks.push(
        ...projects.map((project) => ({
          path: localizedPath(locale, paths.project(project.id)),
          texts: richTextMarkers('projects', project.id, locale),
        })),
        ...studies.map((study) => ({
          path: localizedPath(locale, paths.caseStudy(study.id)),
          texts: richTextMarkers('caseStudies', study.id, locale),
        })),
      );
    }
    return checks;
  }

  /** The leads inbox, one lead of each kind, and the editors that show the rich texts. */
  async function adminPages(): Promise<PageCheck[]> {
    const leads = await withDb((db) =>
      db
        .selectFrom('leads')
        .select(['id', 'kind', 'name', 'company', 'message', 'page', 'user_agent', 'estimate'])
        .orderBy('created_at')
        .execute(),
    );
    const checks: PageCheck[] = [{ path: '/admin/leads', texts: leads.map((lead) => lead.name) }];
    for (const kind of ['contact', 'whitelabel', 'chat']) {
      const lead = leads.find((candidate) => candidate.kind === kind)!;
      const estimate = lead.estimate ? (JSON.parse(lead.estimate) as { lines: { label: string }[] }) : undefined;
      checks.push({
        path: `/admin/leads/${lead.id}`,
        texts: [
          lead.name,
          lead.company ?? '',
          lead.message,
          lead.page ?? '',
          lead.user_agent ?? '',
          ...(estimate?.lines.map((line) => line.label) ?? []),
        ],
      });
    }
    checks.push(
      {
        path: `/admin/projects/${shown.projects[0]}`,
        texts: richTextMarkers('projects', shown.projects[0], 'en'),
      },
      {
        path: `/admin/casestudies/${shown.caseStudies[0]}`,
        texts: richTextMarkers('caseStudies', shown.caseStudies[0], 'en'),
      },
    );
    return checks;
  }

  return { expectInert, publicPages, adminPages };
}
