/**
 * The XSS corpus written into the content (tests/e2e/xss.spec.ts): through every editor's save action, into the blog
 * post past any editor, and into one project's rich text unsanitised; and what the editors and the stored rich text
 * must look like.
 */
import type { z } from 'zod';
import type { CollectionName } from '../../src/content';
import { caseStudySchema } from '../../src/content/case-study';
import type { LocalizedText } from '../../src/content/fields';
import { projectSchema } from '../../src/content/project';
import { saveDocument } from '../../src/server/queries/documents';
import { expect } from '../e2e/fixtures';
import type { ActionRef } from './action-call';
import {
  seoEditSchema,
  serviceEditSchema,
  textTestimonialEditSchema,
  videoTestimonialEditSchema,
} from './edit-schemas';
import type { XssSite } from './xss-site';
import { xssPayloads, type PayloadFeed } from './xss-payloads';

/** What the project and case-study editors send: every field of the content but the id (and a project's slug). */
const projectEditSchema = projectSchema.omit({ id: true, slug: true });
const caseStudyEditSchema = caseStudySchema.omit({ id: true });

/** What an editor sends: the fields its schema shows, as stored. */
export function editable(schema: z.ZodObject, data: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(schema.shape)
      .filter((key) => key in data)
      .map((key) => [key, (data as Record<string, unknown>)[key]]),
  );
}

interface UrlEditor {
  collection: CollectionName;
  action: ActionRef;
  /** The document it is tried on. */
  id: string;
  /** What the editor sends. */
  schema: z.ZodObject;
  /** Its URL fields, as the answer names them. */
  urls: string[];
}

export const urlEditors: UrlEditor[] = [
  {
    collection: 'services',
    action: ['saveItem', 'services'],
    id: 'web-development',
    schema: serviceEditSchema,
    urls: ['image', 'secondaryImage'],
  },
  {
    collection: 'projects',
    action: ['saveItem', 'projects'],
    id: '11',
    schema: projectEditSchema,
    urls: ['image', 'gallery.0', 'link'],
  },
  {
    collection: 'caseStudies',
    action: ['saveItem', 'caseStudies'],
    id: 'smart-emr',
    schema: caseStudyEditSchema,
    urls: ['image', 'gallery.0'],
  },
  {
    collection: 'textTestimonials',
    action: ['saveItem', 'textTestimonials'],
    id: 'sarah-mitchell',
    schema: textTestimonialEditSchema,
    urls: ['image'],
  },
  {
    collection: 'videoTestimonials',
    action: ['saveItem', 'videoTestimonials'],
    id: 'solvane-energy',
    schema: videoTestimonialEditSchema,
    urls: ['videoUrl', 'poster'],
  },
  { collection: 'seo', action: ['saveItem', 'seo'], id: 'home', schema: seoEditSchema, urls: ['ogImage'] },
];

/** `values` with the field at a dotted path (`gallery.1`) replaced. */
export function withValue(values: Record<string, unknown>, dotted: string, value: string): Record<string, unknown> {
  const copy = structuredClone(values);
  const [field, index] = dotted.split('.') as [string, string | undefined];
  if (index === undefined) copy[field] = value;
  else {
    const list = [...((copy[field] as unknown[] | undefined) ?? [])];
    list[Number(index)] = value;
    copy[field] = list;
  }
  return copy;
}

/** Text each rich-text slot starts with, which the page must show: the field went through the renderer. */
export const marker = (collection: RichTextCollection, id: string, field: string, locale: string) =>
  `${collection}-${id}-${field}-${locale}`;
export const richTextFields = {
  projects: ['longDescription', 'challenge', 'solution', 'results'],
  caseStudies: ['challenge', 'analysis', 'solution', 'results'],
} as const;
export type RichTextCollection = keyof typeof richTextFields;
export const richTextLocales = ['en', 'ar', 'es', 'de'] as const;

/** The documents the checked pages show (xss-pages.ts), each written through its editor's action. */
export const shown = {
  service: 'web-development',
  projects: ['11', '16'],
  caseStudies: ['smart-emr', 'm1'],
  blogPost: 'seo-basics-for-small-businesses',
  pricing: 'web',
  /** A project whose rich text is stored unsanitised, as by an old import or a direct write. */
  rawProject: '14',
} as const;
export const seoKeys = [
  'home',
  'services',
  `service:${shown.service}`,
  'portfolio',
  ...shown.projects.map((id) => `project:${id}`),
  'caseStudies',
  ...shown.caseStudies.map((id) => `case-study:${id}`),
  'blog',
  `blog:${shown.blogPost}`,
  'pricing',
];

/**
 * Every tag a sanitised rich text may hold: allowlisted, without attributes; links only to this site, mailto:, tel:
 * or the web (those with rel and target).
 */
export const sanitisedTag =
  /^<\/?(?:p|ul|ol|li|strong|em|b|i|br|h3|h4|blockquote|code|a)>$|^<a href="(?:\/(?![/\\])|mailto:|tel:)[^"]*">$|^<a href="https?:\/\/[^"]*" rel="noopener noreferrer" target="_blank">$/;

/** Writes the corpus into every document the pages show, through `site`. */
export function contentWriter(site: XssSite) {
  const { feed, isolated, rawFeed, stored, withDb, allOf, callAction } = site;

  /** A localized text with payloads in English and Arabic (the other languages keep their text). */
  function payloadText(field: string, current: LocalizedText | undefined, max: number): LocalizedText {
    return { ...current, en: feed.take(`${field}.en`, max), ar: feed.take(`${field}.ar`, max) };
  }

  /** A rich-text field: one payload alone in English, Arabic and Spanish; the whole corpus together in German. */
  function payloadRichText(
    collection: RichTextCollection,
    id: string,
    field: string,
    current: LocalizedText | undefined,
    max: number,
    alone = isolated,
  ) {
    const room = max - 80;
    const slot = (locale: (typeof richTextLocales)[number], source: PayloadFeed, count?: number) =>
      `<p>${marker(collection, id, field, locale)}</p>${source.take(`${collection}.${field}.${locale}`, room, { count }, '\n')}`;
    return {
      ...current,
      en: slot('en', alone, 1),
      ar: slot('ar', alone, 1),
      es: slot('es', alone, 1),
      de: slot('de', feed),
    };
  }

  async function save(action: ActionRef, collection: CollectionName, id: string, values: object) {
    const { version } = await stored(collection, id);
    const result = await callAction(action, { id, expectedVersion: version, values });
    expect(result, `${action} ${id}`).toMatchObject({ status: 'saved' });
  }

  async function writeContent() {
    const service = (await stored('services', shown.service)).data;
    await save(['saveItem', 'services'], 'services', shown.service, {
      ...editable(serviceEditSchema, service),
      title: payloadText('services.title', service.title, 120),
      description: payloadText('services.description', service.description, 600),
      features: service.features.map((text) => payloadText('services.features', text, 2000)),
      technologies: service.technologies.map(() => feed.take('services.technologies', 60)),
      process: service.process.map((step) => ({
        title: payloadText('services.process.title', step.title, 200),
        description: payloadText('services.process.description', step.description, 2000),
      })),
      benefits: service.benefits.map((text) => payloadText('services.benefits', text, 2000)),
    });

    for (const id of shown.projects) {
      const project = (await stored('projects', id)).data;
      await save(['saveItem', 'projects'], 'projects', id, {
        ...editable(projectEditSchema, project),
        title: payloadText('projects.title', project.title, 120),
        shortDescription: payloadText('projects.shortDescription', project.shortDescription, 240),
        longDescription: payloadRichText('projects', id, 'longDescription', project.longDescription, 2000),
        client: feed.take('projects.client', 120),
        technologies: project.technologies.map(() => feed.take('projects.technologies', 60)),
        challenge: payloadRichText('projects', id, 'challenge', project.challenge, 20_000),
        solution: payloadRichText('projects', id, 'solution', project.solution, 20_000),
        results: payloadRichText('projects', id, 'results', project.results, 20_000),
      });
    }

    for (const id of shown.caseStudies) {
      const study = (await stored('caseStudies', id)).data;
      await save(['saveItem', 'caseStudies'], 'caseStudies', id, {
        ...editable(caseStudyEditSchema, study),
        title: payloadText('caseStudies.title', study.title, 160),
        client: feed.take('caseStudies.client', 120),
        industry: payloadText('caseStudies.industry', study.industry, 120),
        description: payloadText('caseStudies.description', study.description, 600),
        challenge: payloadRichText('caseStudies', id, 'challenge', study.challenge, 20_000),
        analysis: payloadRichText('caseStudies', id, 'analysis', study.analysis, 20_000),
        solution: payloadRichText('caseStudies', id, 'solution', study.solution, 20_000),
        results: payloadRichText('caseStudies', id, 'results', study.results, 20_000),
      });
    }

    for (const testimonial of await allOf('textTestimonials')) {
      await save(['saveItem', 'textTestimonials'], 'textTestimonials', testimonial.id, {
        ...editable(textTestimonialEditSchema, testimonial),
        name: feed.take('textTestimonials.name', 120),
        role: payloadText('textTestimonials.role', testimonial.role, 160),
        quote: payloadText('textTestimonials.quote', testimonial.quote, 1200),
      });
    }
    for (const video of await allOf('videoTestimonials')) {
      await save(['saveItem', 'videoTestimonials'], 'videoTestimonials', video.id, {
        ...editable(videoTestimonialEditSchema, video),
        company: feed.take('videoTestimonials.company', 120),
        reviewer: feed.take('videoTestimonials.reviewer', 120),
        role: payloadText('videoTestimonials.role', video.role, 160),
      });
    }

    for (const id of seoKeys) {
      const entry = (await stored('seo', id)).data;
      await save(['saveItem', 'seo'], 'seo', id, {
        ...editable(seoEditSchema, entry),
        title: payloadText('seo.title', entry.title, 60),
        description: payloadText('seo.description', entry.description, 160),
        keywords: Array.from({ length: 15 }, () => feed.take('seo.keywords', 60)),
      });
    }

    const catalogue = (await stored('pricing', shown.pricing)).data;
    await save(['saveItem', 'pricing'], 'pricing', shown.pricing, {
      categories: catalogue.categories.map((category) => ({
        ...category,
        name: payloadText('pricing.name', category.name, 120),
        options: category.options.map((option) => ({
          ...option,
          label: payloadText('pricing.label', option.label, 120),
          info: payloadText('pricing.info', option.info, 400),
        })),
      })),
    });

    await writeBlogPost();
    await writeRawRichText();
  }

  /**
   * Rich text is sanitised on render as well as on save (D2): this project's is written past the editor, with only the
   * schema's checks, so its payloads reach the page's renderer as they were typed.
   */
  async function writeRawRichText() {
    const { data, version } = await stored('projects', shown.rawProject);
    const raw = Object.fromEntries(
      richTextFields.projects.map((field) => [
        field,
        payloadRichText(
          'projects',
          shown.rawProject,
          field,
          data[field],
          field === 'longDescription' ? 2000 : 20_000,
          rawFeed,
        ),
      ]),
    );
    await withDb((db) =>
      saveDocument(db, 'projects', { ...data, ...raw }, { by: 'xss-spec', expectedVersion: version }),
    );
  }

  /**
   * Blog posts have no editor: the post is written with the save function every content write goes through (schema
   * validation included). Its Markdown holds the whole corpus as paragraphs, list items, headings and bold text.
   */
  async function writeBlogPost() {
    const post = await stored('blogPosts', shown.blogPost);
    const shapes = [(t: string) => t, (t: string) => `- ${t}`, (t: string) => `## ${t}`, (t: string) => `**${t}**`];
    const markdown = xssPayloads.map((payload, i) => shapes[i % shapes.length]!(payload.text)).join('\n\n');
    feed.record('blogPosts.content.en', xssPayloads);
    feed.record('blogPosts.content.ar', xssPayloads);
    await withDb((db) =>
      saveDocument(
        db,
        'blogPosts',
        {
          ...post.data,
          title: payloadText('blogPosts.title', post.data.title, 160),
          author: feed.take('blogPosts.author', 120),
          description: payloadText('blogPosts.description', post.data.description, 400),
          imageAlt: payloadText('blogPosts.imageAlt', post.data.imageAlt, 200),
          content: { ...post.data.content, en: markdown, ar: markdown },
        },
        { by: 'xss-spec', expectedVersion: post.version },
      ),
    );
  }

  return { writeContent };
}
