import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateSeedFile, type CollectionName, type DocumentOf } from '..';
import { serviceIds, type CategoryId } from '../categories';
import { imageVariants } from '@/lib/images';
import { seoPageKeys } from '../seo-entry';
import { englishSeed, seedFiles, type SeedFileName } from '.';
import { checkSeedTranslation } from '../translation-check';
import { englishSource, translatedLocales, translationCoverage } from '../translations';
import { seedTranslations } from './translations';

function all<C extends CollectionName>(collection: C): DocumentOf<C>[] {
  return seedFiles.flatMap((file) => (file[collection] ?? []) as DocumentOf<C>[]);
}

const projects = all('projects');
const services = all('services');
const caseStudies = all('caseStudies');
const pages = all('pages');
const settings = all('settings');
const seo = all('seo');
const home = pages.find((page) => page.id === 'home');

/** Every string anywhere in a value, with its path. */
function* strings(value: unknown, at: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [at, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* strings(v, `${at}.${i}`);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) yield* strings(v, `${at}.${k}`);
}

/** Every seed document with its collection and id, for messages that name the document. */
function* documents(): Generator<[string, unknown]> {
  for (const file of seedFiles) {
    for (const [collection, docs] of Object.entries(file)) {
      for (const doc of docs as { id: string | number }[]) yield [`${collection}/${doc.id}`, doc];
    }
  }
}

describe('seed content', () => {
  it('validates every document against its schema', () => {
    const problems = seedFiles.flatMap(validateSeedFile).map((p) => `${p.collection}/${p.id} ${p.path}: ${p.message}`);
    expect(problems).toEqual([]);
  });

  it('has no duplicate ids within a collection', () => {
    const duplicates: string[] = [];
    for (const collection of [
      'projects',
      'services',
      'caseStudies',
      'textTestimonials',
      'videoTestimonials',
      'clientLogos',
      'blogPosts',
      'seo',
      'pricing',
      'socialPlans',
      'settings',
      'pages',
    ] as const) {
      const ids = all(collection).map((doc) => String(doc.id));
      duplicates.push(...ids.filter((id, i) => ids.indexOf(id) !== i).map((id) => `${collection}/${id}`));
    }
    expect(duplicates).toEqual([]);
  });

  it('has the counts of the specification', () => {
    expect(projects.map((p) => p.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(services.map((s) => s.id).sort()).toEqual([...serviceIds].sort());
    expect(caseStudies.map((c) => c.id).sort()).toEqual(
      [
        'stock-analysis',
        'home-health-care',
        'smart-emr',
        'non-profit-organization',
        'community-supported-agriculture',
        'epicor-ecommerce',
        'hiring-platform',
        'm1',
        'm2',
        'crm-erp-1',
        'crm-erp-2',
      ].sort(),
    );
    expect(all('textTestimonials')).toHaveLength(7);
    expect(all('videoTestimonials')).toHaveLength(2);
    expect([...all('textTestimonials'), ...all('videoTestimonials')].every((t) => t.rating === 5)).toBe(true);
    expect(all('clientLogos')).toHaveLength(10);
    expect(all('blogPosts')).toHaveLength(3);
    expect(all('pricing').map((c) => c.id)).toEqual(['web', 'mobile', 'web3', 'ai', 'maintenance', 'marketing', 'erp']);
    expect(all('socialPlans')).toHaveLength(3);
    expect(settings).toHaveLength(1);
    expect(pages.map((p) => p.id).sort()).toEqual(
      ['about', 'contact', 'home', 'privacy', 'process', 'services', 'socialPlans', 'terms', 'whitelabel'].sort(),
    );
  });

  it('follows the project rules of the specification', () => {
    const ids = (rule: (p: (typeof projects)[number]) => boolean) =>
      projects
        .filter(rule)
        .map((p) => p.id)
        .sort((a, b) => a - b);
    expect(ids((p) => p.awardWinning)).toEqual([24, 27]);
    expect(ids((p) => p.categories.includes('web3'))).toEqual([20, 21]);
    expect(ids((p) => p.testimonial !== undefined)).toEqual([22, 23]);
    expect(ids((p) => p.categories.includes('crm-erp'))).toEqual([30, 31]);
    expect(ids((p) => p.year !== undefined)).toEqual(expect.arrayContaining([30, 31]));
    const slugs = Object.fromEntries(projects.filter((p) => p.slug).map((p) => [p.slug, p.id]));
    expect(slugs).toMatchObject({
      'hands-with-cans': 1,
      tradiuus: 16,
      properstylez: 17,
      'ez-cb-radio': 18,
      'need-a-guy': 19,
    });
    for (const project of projects) {
      expect.soft(project.technologies.length, `project ${project.id} technologies`).toBeGreaterThanOrEqual(4);
      expect.soft(project.gallery.length, `project ${project.id} gallery`).toBeGreaterThanOrEqual(3);
      expect.soft(project.gallery.length, `project ${project.id} gallery`).toBeLessThanOrEqual(5);
      for (const field of ['challenge', 'solution', 'results'] as const) {
        expect.soft(project[field]?.en, `project ${project.id} ${field}`).toBeTruthy();
      }
    }
  });

  it('keeps every reference pointing at something that exists', () => {
    const projectIds = new Set(projects.map((p) => p.id));
    const caseStudyIds = new Set(caseStudies.map((c) => c.id));
    const broken: string[] = [];
    const featured =
      home && 'blocks' in home ? home.blocks.flatMap((b) => (b.type === 'projects' ? b.projectIds : [])) : [];
    expect(featured).toEqual([11, 16, 14, 10, 20, 15]);
    for (const id of featured) if (!projectIds.has(id)) broken.push(`pages/home projects block: ${id}`);
    for (const service of services) {
      for (const id of service.relatedProjectIds)
        if (!projectIds.has(id)) broken.push(`services/${service.id} relatedProjectIds: ${id}`);
    }
    for (const id of settings[0]?.serviceFallback.relatedProjectIds ?? []) {
      if (!projectIds.has(id)) broken.push(`settings/site serviceFallback.relatedProjectIds: ${id}`);
    }
    for (const study of caseStudies) {
      for (const id of study.relatedCaseStudies) {
        if (!caseStudyIds.has(id) || id === study.id) broken.push(`caseStudies/${study.id} relatedCaseStudies: ${id}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('relates each service to the projects of the specification table', () => {
    const related = Object.fromEntries(services.map((s) => [s.id, s.relatedProjectIds]));
    expect(related).toEqual({
      'web-development': [11, 10, 12],
      'mobile-apps': [16, 17, 19],
      web3: [20, 21],
      'ai-automation': [22, 23],
      'digital-marketing': [25, 26, 27],
      'crm-erp-development': [30, 31],
    });
    expect(services.find((s) => s.id === 'web-development')?.metrics.map((m) => m.value)).toEqual([
      '64%',
      '49%',
      '3.2x',
      '78%',
    ]);
    expect(settings[0]?.serviceFallback.relatedProjectIds).toEqual([11, 16, 22]);
  });

  it('files the eleven case studies of spec 000 §3.8 under the three categories the public list shows (7, 2, 2)', () => {
    const byCategory = (category: CategoryId) => caseStudies.filter((c) => c.category === category).length;
    expect(caseStudies).toHaveLength(11);
    expect(byCategory('web-development')).toBe(7);
    expect(byCategory('mobile-app')).toBe(2);
    expect(byCategory('crm-erp')).toBe(2);
  });

  it('prices every calculator option inside the range the specification gives for its category', () => {
    const ranges: Record<string, [number, number]> = {
      'web/website-type': [3500, 15000],
      'web/design': [1200, 2500],
      'web/functionality': [1200, 2200],
      'web/extras': [600, 3000],
      'mobile/app-type': [12000, 22000],
      'mobile/design': [1800, 4500],
      'mobile/core-features': [2000, 3500],
      'web3/project-types': [20000, 30000],
      'web3/smart-contracts': [6000, 12000],
      'web3/frontend': [4000, 7500],
      'ai/solution-types': [12000, 22000],
      'ai/model-development': [10000, 25000],
      'ai/integration': [7000, 12000],
      'maintenance/basic': [100, 250],
      'maintenance/support': [300, 800],
      'maintenance/content': [250, 400],
      'maintenance/enhancements': [300, 600],
      'marketing/seo': [400, 1500],
      'marketing/ppc': [400, 1500],
      'marketing/content': [400, 1500],
      'marketing/analytics': [400, 1500],
      'erp/core-modules': [4500, 7500],
      'erp/additional': [3500, 8000],
      'erp/advanced': [3800, 6500],
    };
    const seen = new Set<string>();
    for (const catalogue of all('pricing')) {
      for (const category of catalogue.categories) {
        const key = `${catalogue.id}/${category.id}`;
        seen.add(key);
        const [min, max] = ranges[key] ?? [NaN, NaN];
        for (const option of category.options) {
          expect.soft(option.price >= min && option.price <= max, `${key}/${option.id} ${option.price}`).toBe(true);
          expect
            .soft(option.oneTime === undefined || catalogue.id === 'marketing', `${key}/${option.id} oneTime`)
            .toBe(true);
        }
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(ranges).sort());
    expect(
      all('pricing')
        .find((c) => c.id === 'marketing')
        ?.categories.some((c) => c.options.some((o) => o.oneTime)),
    ).toBe(true);
  });

  it('has the social plans of the specification', () => {
    expect(all('socialPlans').map((p) => [p.id, p.price, p.originalPrice, p.quantities, p.popular])).toEqual([
      ['starter', 99, 197, { blogPosts: 10, videos: 5, carousels: 8 }, false],
      ['professional', 199, 397, { blogPosts: 25, videos: 15, carousels: 20 }, true],
      ['enterprise', 349, 697, { blogPosts: 50, videos: 30, carousels: 40 }, false],
    ]);
  });

  it('has a unique SEO entry of the right length for every page, service, project, case study and post', () => {
    const keys = new Set(seo.map((entry) => entry.id));
    const expected = [
      ...seoPageKeys,
      ...services.map((s) => `service:${s.id}`),
      ...projects.map((p) => `project:${p.id}`),
      ...caseStudies.map((c) => `case-study:${c.id}`),
      ...all('blogPosts').map((b) => `blog:${b.slug}`),
    ];
    expect(expected.filter((key) => !keys.has(key))).toEqual([]);
    const titles = seo.map((e) => e.title.en);
    const descriptions = seo.map((e) => e.description.en);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
    expect(descriptions.filter((d, i) => descriptions.indexOf(d) !== i)).toEqual([]);
    for (const entry of seo) {
      expect.soft(entry.title.en.length, `seo/${entry.id} title`).toBeLessThanOrEqual(60);
      expect.soft(entry.description.en.length, `seo/${entry.id} description`).toBeGreaterThanOrEqual(120);
      expect.soft(entry.description.en.length, `seo/${entry.id} description`).toBeLessThanOrEqual(160);
    }
  });

  it('says the same thing everywhere and contains no filler text', () => {
    const site = settings[0]!;
    expect(site.foundedYear).toBe(2020);
    expect(site.claims).toMatchObject({
      brands: '150+',
      downloads: '2.5M+',
      repeatProjects: '95%',
      support: '24*7',
      completedProjects: '100%',
      veteranDiscountPercent: 10,
    });
    const problems: string[] = [];
    for (const [name, doc] of documents()) {
      for (const [at, text] of strings(doc, name)) {
        // "todo" is a Spanish word: only the capitalised markers are filler.
        if (/lorem ipsum|placeholder/i.test(text) || /\bTODO\b|\bTBD\b/.test(text)) problems.push(`${at}: filler text`);
        const phones = text.match(/\+?1?[ (]*\d{3}\)?[ -]\d{3}-\d{4}/g) ?? [];
        for (const phone of phones)
          if (!phone.includes('555-0147')) problems.push(`${at}: another phone number ${phone}`);
        if (/founded in (?!2020)\d{4}/i.test(text)) problems.push(`${at}: another founding year`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('refers only to images and videos that exist on disk, with all their variants', () => {
    const missing: string[] = [];
    for (const [name, doc] of documents()) {
      for (const [at, value] of strings(doc, name)) {
        if (!/^\/(images|videos)\//.test(value)) continue;
        const files = [value, ...imageVariants(value).flatMap((v) => [v.avif, v.webp])];
        for (const f of files) if (!existsSync(path.join('public', f))) missing.push(`${at}: ${f}`);
      }
    }
    expect(missing.slice(0, 20)).toEqual([]);
  });
});

describe('seed translations', () => {
  it('translates every localized text of every seed file into every language, keeping its markup and limits', () => {
    for (const [name, file] of Object.entries(englishSeed))
      for (const locale of translatedLocales)
        expect(
          checkSeedTranslation(file, locale, seedTranslations[name as SeedFileName][locale] ?? {}),
          `${locale}/${name}`,
        ).toEqual([]);
  });

  it('is 100 % translated in the i18n report', () => {
    const coverage = translationCoverage(
      seedFiles.flatMap((file) =>
        Object.entries(file).flatMap(([collection, docs]) => docs.map((data) => ({ collection, data }))),
      ),
    );
    for (const [collection, counts] of coverage)
      for (const locale of translatedLocales) expect(counts[locale], `${collection} ${locale}`).toEqual(counts.en);
  });

  it('leaves proper names, figures and links as the English has them', () => {
    for (const [name, file] of Object.entries(englishSeed)) {
      const source = englishSource(file);
      for (const locale of translatedLocales) {
        const translation = seedTranslations[name as SeedFileName][locale] ?? {};
        for (const [key, english] of Object.entries(source)) {
          const text = translation[key] ?? '';
          for (const kept of english.match(
            /https?:\/\/[^\s"<)]*[^\s"<).,;:]|[\w.+-]+@[\w-]+\.[a-z]+|\$\d+(?:,\d{3})*(?:\.\d+)?/g,
          ) ?? [])
            expect(text, `${locale} ${key} keeps ${kept}`).toContain(kept);
        }
      }
    }
  });
});
