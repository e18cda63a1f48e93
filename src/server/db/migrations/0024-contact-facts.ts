import { sql, type Kysely, type Migration } from 'kysely';

/** What the seed wrote out before texts could name the settings (`{phone}`, `{email}`). */
const SEED_PHONE = '+1 (903) 555-0147';
const SEED_EMAIL = 'hello@emberline.dev';

/** The documents whose texts name the company's phone and e-mail: the contact page's search entry and the legal pages. */
const naming = [
  ['seo', 'contact'],
  ['pages', 'privacy'],
  ['pages', 'terms'],
  ['pages', 'contact'],
] as const;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function replaced(value: Json, swap: (text: string) => string): Json {
  if (typeof value === 'string') return swap(value);
  if (Array.isArray(value)) return value.map((item) => replaced(item, swap));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaced(item, swap)]));
  return value;
}

/**
 * The settings become the one place the contact facts are kept (issue 42). The office hours were kept twice, as lines
 * of text and as the times search engines read; the times stay and the lines go (the site now says the times in each
 * language), from the settings as published, their draft, their history and their translation marks. Texts that
 * spelled out the company's phone or contact e-mail (the settings' now, or the seed's) name them instead, so a change
 * in the settings shows everywhere. Every touched collection's counter moves, so every cache reads them anew.
 */
export const contactFacts: Migration = {
  async up(db: Kysely<unknown>) {
    const drop = (json: string) => {
      const data = JSON.parse(json) as Record<string, Json>;
      delete data.hours;
      return JSON.stringify(data);
    };
    const settings = await sql<{ data: string }>`
      select data from documents where collection = 'settings' and id = 'site'`.execute(db);
    const site = settings.rows[0] ? (JSON.parse(settings.rows[0].data) as Record<string, Json>) : undefined;
    if (site) {
      await sql`update documents set data = ${drop(settings.rows[0]!.data)}
        where collection = 'settings' and id = 'site'`.execute(db);
    }
    const drafts = await sql<{ data: string }>`
      select data from drafts where collection = 'settings' and document_id = 'site'`.execute(db);
    for (const draft of drafts.rows)
      await sql`update drafts set data = ${drop(draft.data)}
        where collection = 'settings' and document_id = 'site'`.execute(db);
    const revisions = await sql<{ id: number; previous_data: string }>`
      select id, previous_data from document_revisions
      where collection = 'settings' and document_id = 'site' and previous_data is not null`.execute(db);
    for (const revision of revisions.rows)
      await sql`update document_revisions set previous_data = ${drop(revision.previous_data)}
        where id = ${revision.id}`.execute(db);
    await sql`delete from stale_translations
      where collection = 'settings' and document_id = 'site' and path like 'hours.%'`.execute(db);

    const phones = new Set([SEED_PHONE, typeof site?.phone === 'string' ? site.phone : SEED_PHONE]);
    const contact = (site?.emails as Record<string, Json> | undefined)?.contact;
    const emails = new Set([SEED_EMAIL, typeof contact === 'string' ? contact : SEED_EMAIL]);
    const swap = (text: string) => {
      let result = text;
      for (const phone of phones) result = result.split(phone).join('{phone}');
      for (const email of emails) result = result.split(email).join('{email}');
      return result;
    };
    for (const [collection, id] of naming) {
      const rows = await sql<{ data: string }>`
        select data from documents where collection = ${collection} and id = ${id}`.execute(db);
      const row = rows.rows[0];
      if (!row) continue;
      const next = JSON.stringify(replaced(JSON.parse(row.data) as Json, swap));
      if (next !== row.data)
        await sql`update documents set data = ${next} where collection = ${collection} and id = ${id}`.execute(db);
    }
    await sql`update collection_versions set version = version + 1
      where collection in ('settings', 'seo', 'pages')`.execute(db);
  },
  async down() {
    // The hour lines cannot be made again from the times in every language: there is no way back.
  },
};
