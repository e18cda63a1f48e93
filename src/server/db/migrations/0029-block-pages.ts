import { sql, type Kysely, type Migration } from 'kysely';
import type { SeedFile } from '@/content';
import { markdownToHtml } from '@/lib/markdown';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Doc = { [key: string]: Json };
type Localized = Record<string, string>;

/**
 * The block pages of the seed, with their translations: the sections, headings and buttons the converted pages get.
 * Loaded only when a page is converted (the seed's translation files are JSON modules, which not every runner of the
 * migrations, such as the browser tests' own processes, can import).
 */
let seed: readonly SeedFile[] | undefined;
export const loadSeed = async () => (seed ??= (await import('@/content/seed')).seedFiles);

function seedPage(id: string): Doc {
  if (!seed) throw new Error('The seed is loaded before a page is converted.');
  for (const file of seed)
    for (const doc of file.pages ?? []) if (doc.id === id) return JSON.parse(JSON.stringify(doc)) as Doc;
  throw new Error(`The seed has no ${id} page.`);
}

/** The first block of `type` of a page (the seed's layout has one of each it converts into). */
function blockOf(page: Doc, type: string): Doc {
  const block = (page.blocks as Doc[]).find((item) => item.type === type);
  if (!block) throw new Error(`The seed's ${String(page.id)} page has no ${type} block.`);
  return block;
}

/** Writes the old field into the block, where the old page had one (a draft may lack any). */
function put(block: Doc, key: string, value: Json | undefined) {
  if (value !== undefined) block[key] = value;
}

const asMarkdownHtml = (text: Json | undefined): Json | undefined =>
  text && typeof text === 'object' && !Array.isArray(text)
    ? Object.fromEntries(Object.entries(text as Localized).map(([locale, source]) => [locale, markdownToHtml(source)]))
    : undefined;

/**
 * Each page's old fields moved into the seed's blocks: what the agency wrote is kept, the section headings, buttons and
 * eyebrows the site used to draw from its catalog come from the seed (in every language).
 */
const converters: Record<string, (old: Doc) => Doc> = {
  home(old) {
    const page = seedPage('home');
    const hero = (old.hero ?? {}) as Doc;
    const heroBlock = blockOf(page, 'hero');
    put(heroBlock, 'heading', hero.headline);
    put(heroBlock, 'text', hero.subheadline);
    put(heroBlock, 'benefits', hero.benefits);
    put(heroBlock, 'note', hero.trustedBy);
    put(heroBlock, 'image', hero.poster);
    const projects = blockOf(page, 'projects');
    if (Array.isArray(old.featuredProjectIds)) {
      projects.projectIds = old.featuredProjectIds;
      projects.limit = Math.max(1, old.featuredProjectIds.length);
    }
    const cta = blockOf(page, 'cta');
    const oldCta = (old.cta ?? {}) as Doc;
    put(cta, 'heading', oldCta.title);
    put(cta, 'text', oldCta.text);
    if (old.whyChooseUs !== undefined) (cta.points as Doc).items = old.whyChooseUs;
    return page;
  },
  about(old) {
    const page = seedPage('about');
    const hero = blockOf(page, 'hero');
    put(hero, 'text', old.intro);
    put(hero, 'figures', old.stats);
    const story = blockOf(page, 'richText');
    put(story, 'body', asMarkdownHtml(old.story));
    const [mission, vision] = story.cards as Doc[];
    put(mission!, 'text', old.mission);
    put(vision!, 'text', old.vision);
    put(blockOf(page, 'features'), 'items', old.values);
    const skills = blockOf(page, 'skills');
    put(skills, 'skills', old.skills);
    put(skills, 'technologyGroups', old.technologyGroups);
    return page;
  },
  process(old) {
    const page = seedPage('process');
    put(blockOf(page, 'hero'), 'text', old.intro);
    put(blockOf(page, 'steps'), 'items', old.phases);
    return page;
  },
};

/** The page's data as blocks; undefined when it is built from blocks already (call `loadSeed` first). */
export function blockPageFrom(id: string, json: string): string | undefined {
  const old = JSON.parse(json) as Doc;
  const convert = converters[id];
  if (!convert || 'blocks' in old) return undefined;
  return JSON.stringify(convert(old));
}

/**
 * The home, about and process pages become pages built from blocks (issue 45), their published data, drafts and
 * history alike, so History can still bring back an older version. The translation marks of their old fields name
 * paths that no longer exist and go; every cache of the pages reads them anew.
 */
export const blockPages: Migration = {
  async up(db: Kysely<unknown>) {
    const pages = Object.keys(converters);
    const stored = await sql<{ id: string; data: string }>`
      select id, data from documents where collection = 'pages'`.execute(db);
    const drafts = await sql<{ id: string; data: string }>`
      select document_id as id, data from drafts where collection = 'pages'`.execute(db);
    const revisions = await sql<{ id: string; revision: number; data: string }>`
      select document_id as id, id as revision, previous_data as data from document_revisions
      where collection = 'pages' and previous_data is not null`.execute(db);
    const old = (row: { id: string; data: string }) => pages.includes(row.id) && !('blocks' in JSON.parse(row.data));
    const rows = [...stored.rows, ...drafts.rows, ...revisions.rows];
    if (!rows.some(old)) return;
    await loadSeed();
    for (const row of stored.rows.filter(old))
      await sql`update documents set data = ${blockPageFrom(row.id, row.data)!}
        where collection = 'pages' and id = ${row.id}`.execute(db);
    for (const row of drafts.rows.filter(old))
      await sql`update drafts set data = ${blockPageFrom(row.id, row.data)!}
        where collection = 'pages' and document_id = ${row.id}`.execute(db);
    for (const row of revisions.rows.filter(old))
      await sql`update document_revisions set previous_data = ${blockPageFrom(row.id, row.data)!}
        where id = ${row.revision}`.execute(db);
    for (const id of pages)
      await sql`delete from stale_translations where collection = 'pages' and document_id = ${id}`.execute(db);
    await sql`update collection_versions set version = version + 1 where collection = 'pages'`.execute(db);
  },
};
