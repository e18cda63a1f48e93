/**
 * The rows the auth matrix (tests/e2e/auth-matrix.spec.ts) works on: what its setup seeds, and the inputs and rows its
 * server actions take, each made anew where an action that runs uses one up.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { CollectionName } from '../../src/content';
import { blogPostSchema } from '../../src/content/blog-post';
import { OWNER_ID } from '../../src/server/auth/user';
import type { Database } from '../../src/server/db/schema';
import { getDocument, saveDocument } from '../../src/server/queries/documents';
import { getDraft, saveDraft } from '../../src/server/queries/drafts';
import { createReviewLink } from '../../src/server/queries/review-links';
import { ADMIN_PASSWORD } from './admin';
import { leadRow } from './lead-rows';
import { withEnglishEdited } from './edited';
import { addEditor } from './sessions';

export const EDITOR = { name: 'Edda Matrix', email: 'edda.matrix@emberline.example' };
export const CONTRIBUTOR = { name: 'Cora Matrix', email: 'cora.matrix@emberline.example' };
export const TRANSLATOR = { name: 'Tara Matrix', email: 'tara.matrix@emberline.example' };
export const SALES = { name: 'Sol Matrix', email: 'sol.matrix@emberline.example' };
export const LEAD = {
  name: 'Quincy Matrixlead',
  email: 'quincy.matrixlead@example.com',
  message: 'Matrix lead message 7f3a',
};
/** The library image the media pages and the save action use. */
export const MEDIA_ID = '0123456789abcdef0123';

/**
 * The document the editors' save and restore are run on. Every editor posts to the same collection actions (the
 * collection is their first argument, checked after the session), so the blog's post stands for all of them.
 */
export const edited = {
  blogPosts: {
    id: 'seo-basics-for-small-businesses',
    page: '/admin/blog/seo-basics-for-small-businesses',
    fields: blogPostSchema.omit({ id: true, slug: true }),
  },
} satisfies Partial<Record<CollectionName, { id: string; page: string; fields: { shape: object } }>>;
export type Edited = keyof typeof edited;

/** What the setup seeded: the editor, and the lead with its dead notification. */
export interface Seeded {
  editorId: string;
  contributorId: string;
  translatorId: string;
  salesId: string;
  leadId: string;
  outboxId: string;
}

async function insertLead(
  db: Kysely<Database>,
  { name, email, message }: { name: string; email: string; message: string },
) {
  const id = randomUUID();
  await db
    .insertInto('leads')
    .values(leadRow({ id, name, email, message, services: '[]' }))
    .execute();
  return id;
}

/** A row of the media library (no files: the pages and actions under test read the row). */
async function insertMedia(db: Kysely<Database>, id: string, fileName: string): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('media')
    .values({
      id,
      name: 'matrix-photo',
      file_name: fileName,
      format: 'jpeg',
      width: 800,
      height: 600,
      bytes: 1000,
      status: 'queued',
      created_at: now,
      created_by: OWNER_ID,
      updated_at: now,
    })
    .execute();
}

/** The editor, the lead with a dead notification, one more version of each edited document, and the library image. */
/** A shared block of the matrix's database: only a signed-in person sees its name. */
export const MATRIX_SHARED_BLOCK = {
  id: 'matrix-band',
  title: 'Matrix spring band',
  blocks: [
    {
      type: 'cta' as const,
      heading: { en: 'Talk to us this spring' },
      actions: [{ label: { en: 'Contact' }, href: '/contact-us' }],
    },
  ],
};

export async function seedMatrix(db: Kysely<Database>): Promise<Seeded> {
  const editorId = (await addEditor(db, EDITOR.name, EDITOR.email)).id;
  const contributorId = (await addEditor(db, CONTRIBUTOR.name, CONTRIBUTOR.email, 'contributor')).id;
  const translatorId = (await addEditor(db, TRANSLATOR.name, TRANSLATOR.email, 'translator')).id;
  const salesId = (await addEditor(db, SALES.name, SALES.email, 'sales')).id;
  const leadId = await insertLead(db, LEAD);
  const outboxId = randomUUID();
  const now = Date.now();
  await db
    .insertInto('outbox')
    .values({
      id: outboxId,
      lead_id: leadId,
      kind: 'agency',
      recipient: 'inbox@emberline.example',
      status: 'dead',
      attempts: 5,
      next_attempt_at: now,
      lease_until: null,
      last_error: '550 refused',
      message_id: `<${outboxId}@emberline.example>`,
      created_at: now,
      sent_at: null,
      payload: null,
    })
    .execute();
  // One save of each edited document, so version 1 is in its history for the restore actions.
  for (const collection of Object.keys(edited) as Edited[]) {
    const stored = await getDocument(db, collection, edited[collection].id);
    if (!stored) throw new Error(`${collection} ${edited[collection].id} is not seeded`);
    await saveDocument(db, collection, withEnglishEdited(stored.data), {
      by: 'auth matrix',
      expectedVersion: stored.version,
    });
  }
  await insertMedia(db, MEDIA_ID, 'matrix-photo.jpg');
  // A shared block placed on the seeded landing page: its editor lists that page (where it is used).
  await saveDocument(db, 'sharedBlocks', MATRIX_SHARED_BLOCK, { by: 'auth matrix', expectedVersion: 0 });
  const clinics = await getDocument(db, 'landingPages', 'apps-for-clinics');
  if (!clinics) throw new Error('landingPages apps-for-clinics is not seeded');
  await saveDocument(
    db,
    'landingPages',
    { ...clinics.data, blocks: [...clinics.data.blocks, { type: 'shared', ref: MATRIX_SHARED_BLOCK.id }] },
    { by: 'auth matrix', expectedVersion: clinics.version },
  );
  return { editorId, contributorId, translatorId, salesId, leadId, outboxId };
}

/** The inputs and rows the actions take, made in `db` as they are asked for. */
export function matrixRows(db: Kysely<Database>, seeded: Seeded) {
  let doomedLeadId = '';
  let doomedPersonId = '';
  let doomedPosts = 0;
  let doomedImages = 0;
  let renames = 0;
  let newRedirects = 0;
  let dataRequests = 0;

  /** A save of the stored fields as they are: a valid input that writes a new version whoever sends it. */
  async function saveInput(collection: Edited) {
    const { id, fields } = edited[collection];
    const stored = await getDocument(db, collection, id);
    const data = (stored?.data ?? {}) as Record<string, unknown>;
    const values = Object.fromEntries(
      Object.keys(fields.shape).flatMap((key) => (key in data ? [[key, data[key]]] : [])),
    );
    return { id, expectedVersion: stored?.version ?? 1, values };
  }

  /**
   * A draft save that changes nothing a translator may not: the item's draft as it is (its fields, over itself), else
   * the published fields as its first draft. The draft the other cases leave may differ from the published version
   * outside the translator's languages (a title edited since), so the published fields over it would be refused, or
   * not, by the order the build lists the actions in.
   */
  async function draftInput(collection: Edited) {
    const { id, expectedVersion, values } = await saveInput(collection);
    const draft = await getDraft(db, collection, id);
    if (!draft) return { id, expectedVersion, draftVersion: 0, values };
    const data = draft.data as Record<string, unknown>;
    const fields = Object.keys(edited[collection].fields.shape).flatMap((key) =>
      key in data ? [[key, data[key]]] : [],
    );
    return { id, expectedVersion, draftVersion: draft.version, values: Object.fromEntries(fields) };
  }

  /** The edited post with a draft (a review link is made from one). */
  async function draftedPost() {
    const { id, expectedVersion, values } = await saveInput('blogPosts');
    const stored = (await getDocument(db, 'blogPosts', id))!;
    if (!(await getDraft(db, 'blogPosts', id)))
      await saveDraft(
        db,
        'blogPosts',
        { ...stored.data, ...values },
        {
          by: 'auth matrix',
          expectedVersion,
          expectedDraftVersion: 0,
        },
      );
  }

  /** A new live review link of the edited post. */
  async function liveLink() {
    const { link } = await createReviewLink(db, {
      collection: 'blogPosts',
      documentId: edited.blogPosts.id,
      path: `/blog/${edited.blogPosts.id}`,
      createdBy: 'auth matrix',
      createdById: 'owner',
    });
    return link;
  }

  /** A translation of the edited post marked as needing an update, as an English change would leave it. */
  async function staleTitle() {
    const id = edited.blogPosts.id;
    await db
      .insertInto('stale_translations')
      .values({
        collection: 'blogPosts',
        document_id: id,
        path: 'title',
        locale: 'es',
        english: 'An older English title',
        marked_at: Date.now(),
      })
      .onConflict((oc) => oc.columns(['collection', 'document_id', 'path', 'locale']).doNothing())
      .execute();
    return { id, path: 'title', locale: 'es' };
  }

  /** Brings version 1 back (the setup saved once, so every edited document has it in its history). */
  async function restoreInput(collection: Edited) {
    const { id } = edited[collection];
    return { id, expectedVersion: (await getDocument(db, collection, id))?.version ?? 1, version: 1 };
  }

  /** The owner-only actions need something to delete or remove; each call that succeeds needs a new one. */
  async function doomedLead(): Promise<string> {
    const exists = await db.selectFrom('leads').select('id').where('id', '=', doomedLeadId).executeTakeFirst();
    if (!exists)
      doomedLeadId = await insertLead(db, { name: 'Doomed Lead', email: 'doomed@example.com', message: 'Delete me' });
    return doomedLeadId;
  }

  async function doomedPerson(): Promise<string> {
    const exists = await db.selectFrom('admin_users').select('id').where('id', '=', doomedPersonId).executeTakeFirst();
    if (!exists) doomedPersonId = (await addEditor(db, 'Dora Doomed', `dora.${Date.now()}@emberline.example`)).id;
    return doomedPersonId;
  }

  /** A dead notification, so a resend has something to queue. */
  async function deadNotification(): Promise<string> {
    await db.updateTable('outbox').set({ status: 'dead' }).where('id', '=', seeded.outboxId).execute();
    return seeded.outboxId;
  }

  /** An unused image of its own for the delete action (each delete that runs needs a new one). */
  async function doomedImage(): Promise<{ id: string }> {
    const id = `${'d'.repeat(14)}${String(++doomedImages).padStart(6, '0')}`;
    await insertMedia(db, id, `doomed-${doomedImages}.jpg`);
    return { id };
  }
  /** A post to rename: the doomed one, under a new address each time a rename runs. */
  async function renamedPost(): Promise<{ id: string; to: string; expectedVersion: number }> {
    const post = await doomedPost();
    return { ...post, to: `renamed-post-${++renames}` };
  }

  /** A redirect for the delete action (each delete that runs needs a new one). */
  async function doomedRedirect(): Promise<{ id: number }> {
    const now = Date.now();
    const row = await db
      .insertInto('redirects')
      .values({
        source: `/doomed-${++newRedirects}-${now}`,
        target: '/pricing',
        localized: 0,
        kind: 'manual',
        created_at: now,
        created_by: 'auth matrix',
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(row.id) };
  }

  /** An address of its own with one lead, for the erase action (each erasure that runs needs a new one). */
  async function doomedDataRequest(): Promise<{ email: string; leads: number }> {
    const email = `erase.me.${++dataRequests}.${Date.now()}@example.com`;
    await insertLead(db, { name: 'Erin Erasable', email, message: 'Forget me' });
    return { email, leads: 1 };
  }

  /** A blog post of its own for the delete action (each delete that runs needs a new one). */
  async function doomedPost(): Promise<{ id: string; expectedVersion: number }> {
    // A deleted id stays taken while it is in the trash: each doomed post gets a new one.
    const id = `doomed-post-${doomedPosts}`;
    const stored = await getDocument(db, 'blogPosts', id);
    if (!stored && (await db.selectFrom('trash').select('id').where('document_id', '=', id).executeTakeFirst())) {
      doomedPosts += 1;
      return doomedPost();
    }
    if (stored) return { id, expectedVersion: stored.version };
    const seed = (await getDocument(db, 'blogPosts', edited.blogPosts.id))!.data;
    const made = await saveDocument(
      db,
      'blogPosts',
      { ...seed, id, slug: id },
      { by: 'auth matrix', expectedVersion: 0 },
    );
    return { id, expectedVersion: made.version };
  }

  /** A published post for the unpublish action: one an earlier run took off the site is published again first. */
  async function publishedPost(): Promise<{ id: string; expectedVersion: number }> {
    const id = 'unpublished-post';
    const stored = await getDocument(db, 'blogPosts', id);
    if (stored) return { id, expectedVersion: stored.version };
    const seed = (await getDocument(db, 'blogPosts', edited.blogPosts.id))!.data;
    const made = await saveDocument(
      db,
      'blogPosts',
      { ...seed, id, slug: id },
      { by: 'auth matrix', expectedVersion: 0, discardDraft: true },
    );
    return { id, expectedVersion: made.version };
  }

  /** An item in the trash for the restore action (put there as a delete leaves it). */
  async function trashedPost(): Promise<{ collection: 'blogPosts'; id: string }> {
    const id = 'trashed-post';
    const there = await db.selectFrom('trash').select('id').where('document_id', '=', id).executeTakeFirst();
    if (!there) {
      // Restored by an earlier run: back to the trash it goes.
      await db.deleteFrom('documents').where('collection', '=', 'blogPosts').where('id', '=', id).execute();
      const seed = (await getDocument(db, 'blogPosts', edited.blogPosts.id))!.data;
      await db
        .insertInto('trash')
        .values({
          collection: 'blogPosts',
          document_id: id,
          data: JSON.stringify({ ...seed, id, slug: id }),
          version: 1,
          deleted_at: Date.now(),
          deleted_by: 'auth matrix',
          public_paths: JSON.stringify([`/blog/${id}`]),
        })
        .execute();
    }
    return { collection: 'blogPosts', id };
  }

  return {
    saveInput,
    draftInput,
    draftedPost,
    liveLink,
    staleTitle,
    restoreInput,
    doomedLead,
    doomedPerson,
    deadNotification,
    doomedImage,
    renamedPost,
    doomedRedirect,
    doomedDataRequest,
    doomedPost,
    publishedPost,
    trashedPost,
  };
}

/** How many rows `table` holds. */
export const countRows = async (db: Kysely<Database>, table: 'events' | 'admin_sessions' | 'leads') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A fixed page as stored, and a save of it as it is (every field but the id, as its page's form sends them). */
export function pageInputs(db: Kysely<Database>) {
  const stored = async (id: string) => (await getDocument(db, 'pages', id))!;
  const saveInputOf = async (id: string) => {
    const { data, version } = await stored(id);
    const { id: _, ...values } = data;
    return { id, expectedVersion: version, values };
  };
  return { stored, saveInputOf };
}

/** The analytics beacon's page view and a chat message, each as this site's own pages post it. */
export const PAGE_VIEW = JSON.stringify({ events: [{ type: 'page_view', path: '/', title: 'Home', locale: 'en' }] });
const chatMessage = { message: 'Sent from elsewhere', email: 'ada@example.com', locale: 'en' };
export const CHAT_MESSAGE = JSON.stringify(chatMessage);

/**
 * The POST route handlers, each with the form and the JSON body it would take from this site's own page: what the C1
 * test sends them from another site. A review link's answer goes to a live link made for it (`reviewLinkId`), where
 * an answer, were it taken, would be kept.
 */
export async function crossSiteRoutes(db: Kysely<Database>) {
  const { link, token } = await createReviewLink(db, {
    collection: 'blogPosts',
    documentId: edited.blogPosts.id,
    path: `/blog/${edited.blogPosts.id}`,
    createdBy: 'auth matrix',
    createdById: 'owner',
  });
  const answer = `token=${token}&decision=approved&comment=forged`;
  const routes = [
    {
      path: '/api/admin/login',
      form: `password=${encodeURIComponent(ADMIN_PASSWORD)}`,
      json: JSON.stringify({ password: ADMIN_PASSWORD }),
    },
    { path: '/api/admin/login/verify', form: 'code=123456', json: JSON.stringify({ code: '123456' }) },
    { path: '/api/admin/login/passkey', form: 'step=options', json: JSON.stringify({ step: 'options' }) },
    { path: '/api/admin/logout', form: '', json: '' },
    { path: '/api/events', form: 'events=1', json: PAGE_VIEW },
    { path: '/api/chat', form: new URLSearchParams(chatMessage).toString(), json: CHAT_MESSAGE },
    { path: '/api/review', form: answer, json: JSON.stringify({ token, decision: 'approved', comment: 'forged' }) },
  ];
  return { routes, reviewLinkId: link.id };
}
