import { beforeAll, describe, expect, it } from 'vitest';
import { aboutPageSchema, homePageSchema, processPageSchema } from '@/content/page';
import { testDatabases, type TestDatabase } from '../../../../tests/support/databases';
import { freshDatabase } from '../../../../tests/support/fresh-database';
import { migrateToLatest } from '../migrate';
import { blockPageFrom, loadSeed } from './0029-block-pages';
import { migrations } from '.';

const databases = await testDatabases();
const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0029'));

/** The home page as it was stored before it was built from blocks (trimmed to what the converter reads). */
const oldHome = {
  id: 'home',
  hero: {
    headline: { en: 'Our own headline', es: 'Nuestro titular' },
    subheadline: { en: 'What we do.' },
    benefits: [{ en: 'One' }, { en: 'Two' }, { en: 'Three' }, { en: 'Four' }],
    trustedBy: { en: 'Trusted by 200+ brands' },
    poster: '/images/home/hero-poster.webp',
  },
  featuredProjectIds: [3, 1],
  whyChooseUs: [{ icon: 'target', title: { en: 'Fast' }, description: { en: 'We ship.' } }],
  cta: { title: { en: 'Ready?' }, text: { en: 'Talk to us.' } },
};
const oldAbout = {
  id: 'about',
  intro: { en: 'About us, briefly.' },
  story: { en: 'First **paragraph**.\n\nSecond.' },
  mission: { en: 'Our mission.' },
  vision: { en: 'Our vision.' },
  values: [{ icon: 'users', title: { en: 'People' }, description: { en: 'First.' } }],
  skills: [{ name: { en: 'React' }, percent: 90 }],
  technologyGroups: [{ name: { en: 'Web' }, items: ['React'] }],
  stats: [{ value: '10+', label: { en: 'Years' } }],
};
const oldProcess = {
  id: 'process',
  intro: { en: 'How we work.' },
  phases: [{ title: { en: 'Discovery' }, description: { en: 'We listen.' }, bullets: [{ en: 'A plan' }] }],
};

type Blocks = { type: string; [key: string]: unknown }[];
const blockOf = (data: unknown, type: string) => (data as { blocks: Blocks }).blocks.find((b) => b.type === type)!;

describe('the block pages conversion', () => {
  beforeAll(loadSeed);

  it('keeps what the agency wrote, in the seed’s sections, and takes the new schema', () => {
    const home = JSON.parse(blockPageFrom('home', JSON.stringify(oldHome))!) as unknown;
    expect(homePageSchema.parse(home)).toEqual(home);
    expect(blockOf(home, 'hero')).toMatchObject({
      heading: oldHome.hero.headline,
      text: oldHome.hero.subheadline,
      benefits: oldHome.hero.benefits,
      note: oldHome.hero.trustedBy,
      image: oldHome.hero.poster,
      // The eyebrow the site drew from its catalog now comes with the block, in every language.
      eyebrow: {
        en: 'Software & digital agency',
        es: expect.any(String),
        de: expect.any(String),
        ar: expect.any(String),
      },
    });
    expect(blockOf(home, 'projects')).toMatchObject({ projectIds: [3, 1], limit: 2 });
    expect(blockOf(home, 'cta')).toMatchObject({
      heading: { en: 'Ready?' },
      text: { en: 'Talk to us.' },
      points: { items: oldHome.whyChooseUs },
    });
    expect((home as { blocks: Blocks }).blocks.map((block) => block.type)).toEqual([
      'hero',
      'logos',
      'projects',
      'services',
      'testimonials',
      'cta',
    ]);

    const about = JSON.parse(blockPageFrom('about', JSON.stringify(oldAbout))!) as unknown;
    expect(aboutPageSchema.parse(about)).toEqual(about);
    expect(blockOf(about, 'hero')).toMatchObject({ text: oldAbout.intro, figures: oldAbout.stats });
    expect(blockOf(about, 'richText')).toMatchObject({
      body: { en: '<p>First <strong>paragraph</strong>.</p><p>Second.</p>' },
      cards: [{ text: oldAbout.mission }, { text: oldAbout.vision }],
    });
    expect(blockOf(about, 'features')).toMatchObject({ items: oldAbout.values });
    expect(blockOf(about, 'skills')).toMatchObject({
      skills: oldAbout.skills,
      technologyGroups: oldAbout.technologyGroups,
    });

    const process = JSON.parse(blockPageFrom('process', JSON.stringify(oldProcess))!) as unknown;
    expect(processPageSchema.parse(process)).toEqual(process);
    expect(blockOf(process, 'steps')).toMatchObject({ items: oldProcess.phases });
  });

  it('leaves a page built from blocks, and every other page, as it is', () => {
    const home = blockPageFrom('home', JSON.stringify(oldHome))!;
    expect(blockPageFrom('home', home)).toBeUndefined();
    expect(blockPageFrom('contact', JSON.stringify({ id: 'contact', intro: { en: 'x' } }))).toBeUndefined();
  });
});

describe.each(databases)('migration 0029 on $name', (kind: TestDatabase) => {
  const { empty } = freshDatabase(kind);

  it('converts the published page, its draft and its history; drops its old translation marks', async () => {
    const db = await empty();
    await migrateToLatest(db, before);
    const stamp = { version: 2, updated_at: 1, updated_by: 'Owner' };
    await db
      .insertInto('documents')
      .values({ collection: 'pages', id: 'home', data: JSON.stringify(oldHome), ...stamp })
      .execute();
    const draft = { ...oldHome, cta: { ...oldHome.cta, title: { en: 'Draft title' } } };
    await db
      .insertInto('drafts')
      .values({ collection: 'pages', document_id: 'home', base_version: 2, data: JSON.stringify(draft), ...stamp })
      .execute();
    await db
      .insertInto('document_revisions')
      .values({
        collection: 'pages',
        document_id: 'home',
        previous_version: 1,
        previous_data: JSON.stringify(oldHome),
        changed_by: 'Owner',
        changed_at: 1,
      })
      .execute();
    await db
      .insertInto('stale_translations')
      .values({
        collection: 'pages',
        document_id: 'home',
        path: 'hero.headline',
        locale: 'es',
        english: 'x',
        marked_at: 1,
      })
      .execute();

    await migrateToLatest(db);
    const published = await db.selectFrom('documents').select('data').executeTakeFirstOrThrow();
    expect(blockOf(JSON.parse(published.data), 'hero')).toMatchObject({ heading: oldHome.hero.headline });
    const drafted = await db.selectFrom('drafts').select('data').executeTakeFirstOrThrow();
    expect(blockOf(JSON.parse(drafted.data), 'cta')).toMatchObject({ heading: { en: 'Draft title' } });
    const revision = await db.selectFrom('document_revisions').select('previous_data').executeTakeFirstOrThrow();
    expect(homePageSchema.safeParse(JSON.parse(revision.previous_data!)).success).toBe(true);
    expect(await db.selectFrom('stale_translations').selectAll().execute()).toEqual([]);
  });
});
