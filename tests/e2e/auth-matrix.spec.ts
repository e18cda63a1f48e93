import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { CollectionName } from '../../src/content';
import { blogPostSchema } from '../../src/content/blog-post';
import { adminPaths } from '../../src/lib/admin-paths';
import { OWNER_ID } from '../../src/server/auth/user';
import { connect } from '../../src/server/db/connect';
import type { Database } from '../../src/server/db/schema';
import { getDocument, saveDocument } from '../../src/server/queries/documents';
import { getDraft, saveDraft } from '../../src/server/queries/drafts';
import { createReviewLink } from '../../src/server/queries/review-links';
import accountCopy from '../../messages/admin/account.json' with { type: 'json' };
import overviewCopy from '../../messages/admin/overview.json' with { type: 'json' };
import panelCopy from '../../messages/admin/panel.json' with { type: 'json' };
import mediaCopy from '../../messages/admin/media.json' with { type: 'json' };
import redirectsCopy from '../../messages/admin/redirects.json' with { type: 'json' };
import usersCopy from '../../messages/admin/users.json' with { type: 'json' };
import { ADMIN_PASSWORD, adminServer, newClient, serverActions } from '../support/admin';
import { rawRequest, type RawResponse } from '../support/raw-http';
import {
  actionStatus,
  addEditor,
  agedSession,
  crossSite,
  idleSession,
  liveSession,
  postAction,
  postActionForm,
  sendAs,
  sendsToLogin,
  sessionCookie,
  sessionRow,
  snapshot,
  visitors,
  type Access,
  type Visitor,
} from '../support/sessions';
import { expect, test } from './fixtures';
import { leadRow } from '../support/lead-rows';

/**
 * SECURITY.md A1, A3–A5 and C1 end to end, on a production server of its own: every admin page, server action and
 * admin route handler against every kind of visitor (no session, with each request trick, a forged token, sessions
 * past each limit, an editor, the owner), and every mutation against requests from another site.
 */
test.describe.configure({ mode: 'serial' });

const admin = adminServer(20);
const { port, base } = admin;
/** The same site as deployed behind a TLS proxy: its address is https, whatever the tests connect with. */
const httpsSite = adminServer(21, { SITE_URL: 'https://www.emberline.example' });

const EDITOR = { name: 'Edda Matrix', email: 'edda.matrix@emberline.example' };
const LEAD = { name: 'Quincy Matrixlead', email: 'quincy.matrixlead@example.com', message: 'Matrix lead message 7f3a' };
/** What the admin shows on every page, and only to someone signed in. */
const PANEL = panelCopy.subtitle;

let db: Kysely<Database>;
let closeDb: () => Promise<void>;
const seeded = { editorId: '', leadId: '', outboxId: '', doomedLeadId: '', doomedPersonId: '' };
let people: Visitor[] = [];

/**
 * The document the editors' save and restore are run on. Every editor posts to the same collection actions (the
 * collection is their first argument, checked after the session), so the blog's post stands for all of them.
 */
const edited = {
  blogPosts: {
    id: 'seo-basics-for-small-businesses',
    page: '/admin/blog/seo-basics-for-small-businesses',
    fields: blogPostSchema.omit({ id: true, slug: true }),
  },
} satisfies Partial<Record<CollectionName, { id: string; page: string; fields: { shape: object } }>>;
type Edited = keyof typeof edited;

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

/** Keeps the stored fields as the item's draft, over the draft it has (if any). */
async function draftInput(collection: Edited) {
  const { id, expectedVersion, values } = await saveInput(collection);
  const draft = await db
    .selectFrom('drafts')
    .select('version')
    .where('collection', '=', collection)
    .where('document_id', '=', id)
    .executeTakeFirst();
  return { id, expectedVersion, draftVersion: draft?.version ?? 0, values };
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

async function insertLead({ name, email, message }: { name: string; email: string; message: string }) {
  const id = randomUUID();
  await db
    .insertInto('leads')
    .values(leadRow({ id, name, email, message, services: '[]' }))
    .execute();
  return id;
}

/** The owner-only actions need something to delete or remove; each call that succeeds needs a new one. */
async function doomedLead(): Promise<string> {
  const exists = await db.selectFrom('leads').select('id').where('id', '=', seeded.doomedLeadId).executeTakeFirst();
  if (!exists)
    seeded.doomedLeadId = await insertLead({ name: 'Doomed Lead', email: 'doomed@example.com', message: 'Delete me' });
  return seeded.doomedLeadId;
}

async function doomedPerson(): Promise<string> {
  const exists = await db
    .selectFrom('admin_users')
    .select('id')
    .where('id', '=', seeded.doomedPersonId)
    .executeTakeFirst();
  if (!exists) seeded.doomedPersonId = (await addEditor(db, 'Dora Doomed', `dora.${Date.now()}@emberline.example`)).id;
  return seeded.doomedPersonId;
}

/** A dead notification, so a resend has something to queue. */
async function deadNotification(): Promise<string> {
  await db.updateTable('outbox').set({ status: 'dead' }).where('id', '=', seeded.outboxId).execute();
  return seeded.outboxId;
}

interface ActionCase {
  /** A page of its section (an action is the same action whichever admin page it is posted to). */
  path: string;
  /** Arguments the page binds before the input (the collection of a collection action). */
  bound?: unknown[];
  /** A valid input: were the action to run, it would change something (or, for the owner-only ones, be refused). */
  input(): Promise<unknown>;
  /** The status it answers once it has run; `forbidden` where the role may not; none where it must not run at all. */
  ran: Record<Access, string | undefined>;
}

const NEW_PASSWORD = 'granite lantern orbit 58';
const everyone = (status: string) => ({ refused: undefined, editor: status, owner: status });
const ownersOnly = (status: string) => ({ refused: undefined, editor: 'forbidden', owner: status });

let newPeople = 0;
let newPosts = 0;
let doomedPosts = 0;
let doomedImages = 0;
/** The library image the media pages and the save action use. */
const MEDIA_ID = '0123456789abcdef0123';

/** A row of the media library (no files: the pages and actions under test read the row). */
async function insertMedia(id: string, fileName: string): Promise<void> {
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

/** An unused image of its own for the delete action (each delete that runs needs a new one). */
async function doomedImage(): Promise<{ id: string }> {
  const id = `${'d'.repeat(14)}${String(++doomedImages).padStart(6, '0')}`;
  await insertMedia(id, `doomed-${doomedImages}.jpg`);
  return { id };
}
let moves = 0;
let renames = 0;
let newRedirects = 0;

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

/** The collection actions, run on the blog: save, restore, create, duplicate, delete. */
function collectionActionCases(): Record<string, ActionCase> {
  const path = '/admin/blog';
  const bound = ['blogPosts'];
  const values = async () => (await saveInput('blogPosts')).values;
  return {
    saveItem: { path, bound, input: () => saveInput('blogPosts'), ran: everyone('saved') },
    restoreItem: { path, bound, input: () => restoreInput('blogPosts'), ran: everyone('saved') },
    saveDraftItem: { path, bound, input: () => draftInput('blogPosts'), ran: everyone('drafted') },
    discardDraftItem: { path, bound, input: async () => ({ id: edited.blogPosts.id }), ran: everyone('discarded') },
    createReviewLinkItem: {
      path,
      bound,
      input: async () => (await draftedPost(), { id: edited.blogPosts.id, locale: 'es' }),
      ran: everyone('created'),
    },
    revokeReviewLinkItem: {
      path,
      bound,
      // A live link each time: one that any run revoked stays revoked.
      input: async () => ({ id: edited.blogPosts.id, link: (await liveLink()).id }),
      ran: everyone('revoked'),
    },
    markCurrentItem: { path, bound, input: staleTitle, ran: everyone('marked') },
    scheduleItem: {
      path,
      bound,
      // A week ahead: no run of the suite lasts long enough for the job to publish it.
      input: async () => (
        await draftedPost(),
        { id: edited.blogPosts.id, action: 'publish', at: Date.now() + 7 * 86_400_000 }
      ),
      ran: everyone('scheduled'),
    },
    compareItem: {
      path,
      bound,
      input: async () => ({ id: edited.blogPosts.id, from: 1, to: (await saveInput('blogPosts')).expectedVersion }),
      ran: everyone('compared'),
    },
    createItem: {
      path,
      bound,
      input: async () => ({ id: `matrix-post-${++newPosts}`, values: await values() }),
      ran: everyone('created'),
    },
    duplicateItem: { path, bound, input: async () => ({ id: edited.blogPosts.id }), ran: everyone('created') },
    removeItem: { path, bound, input: doomedPost, ran: everyone('deleted') },
    renameItem: { path, bound, input: renamedPost, ran: everyone('renamed') },
    moveItem: {
      path: '/admin/testimonials',
      bound: ['textTestimonials'],
      // The first testimonial goes down one place and back up, in turn: every run changes the order.
      input: async () => ({ id: 'aisha-bello', direction: (moves++ % 2 === 0 ? 'down' : 'up') as 'up' | 'down' }),
      ran: everyone('moved'),
    },
    restoreFromTrashAction: { path: '/admin/trash', input: trashedPost, ran: everyone('restored') },
    emptyTrashAction: {
      path: '/admin/trash',
      // Something to empty, so a run that is allowed changes the database.
      input: async () => (await trashedPost(), {}),
      ran: ownersOnly('emptied'),
    },
  };
}

/** Every server action under src/features/admin, each with an input that would take effect. */
const actionCases: Record<string, ActionCase> = {
  ...collectionActionCases(),
  setLeadStatusAction: {
    path: adminPaths.leads,
    input: async () => {
      const lead = await db.selectFrom('leads').select('status').where('id', '=', seeded.leadId).executeTakeFirst();
      return { leadId: seeded.leadId, status: lead?.status === 'won' ? 'lost' : 'won' };
    },
    ran: everyone('ok'),
  },
  addLeadNoteAction: {
    path: adminPaths.leads,
    input: async () => ({ leadId: seeded.leadId, body: 'Called back, sent the proposal.' }),
    ran: everyone('ok'),
  },
  resendNotificationAction: {
    path: adminPaths.leads,
    input: async () => ({ leadId: seeded.leadId, notificationId: await deadNotification() }),
    ran: everyone('ok'),
  },
  deleteLeadAction: {
    path: adminPaths.leads,
    input: async () => ({ leadId: await doomedLead() }),
    ran: ownersOnly('ok'),
  },
  saveRedirectAction: {
    path: '/admin/redirects',
    input: async () => ({ source: `/matrix-old-${++newRedirects}-${Date.now()}`, target: '/pricing' }),
    ran: ownersOnly('saved'),
  },
  deleteRedirectAction: { path: '/admin/redirects', input: doomedRedirect, ran: ownersOnly('deleted') },
  saveMediaAction: {
    path: '/admin/media',
    input: async () => {
      const row = await db.selectFrom('media').select('version').where('id', '=', MEDIA_ID).executeTakeFirstOrThrow();
      return {
        id: MEDIA_ID,
        version: row.version,
        alt: { en: `A photo, version ${row.version}` },
        caption: {},
        focal: { x: 0.5, y: 0.5 },
      };
    },
    ran: everyone('saved'),
  },
  deleteMediaAction: { path: '/admin/media', input: doomedImage, ran: everyone('deleted') },
  // Reads only; listed so that a new action cannot go unchecked.
  listMediaAction: { path: '/admin/media', input: async () => ({}), ran: everyone('ok') },
  addPersonAction: {
    path: '/admin/users',
    input: async () => ({ name: 'Mallory', email: `mallory.${++newPeople}@evil.example`, role: 'owner' }),
    ran: ownersOnly('created'),
  },
  newLinkAction: {
    path: '/admin/users',
    input: async () => ({ personId: await doomedPerson() }),
    ran: ownersOnly('renewed'),
  },
  removePersonAction: {
    path: '/admin/users',
    input: async () => ({ personId: await doomedPerson() }),
    ran: ownersOnly('removed'),
  },
  changePasswordAction: {
    path: adminPaths.account,
    input: async () => ({ current: 'not the current one', password: NEW_PASSWORD, repeat: NEW_PASSWORD }),
    // The owner's password is set by env here; the editor has none yet, so any current password is wrong.
    ran: { refused: undefined, editor: 'invalid', owner: 'managed_by_env' },
  },
  // The one admin action without a session: the one-time link's token is the credential, whoever sends it.
  setPasswordAction: {
    path: '/admin-set-password',
    input: async () => ({ token: 'a'.repeat(43), password: NEW_PASSWORD, repeat: NEW_PASSWORD }),
    ran: { refused: 'invalid_link', editor: 'invalid_link', owner: 'invalid_link' },
  },
};

const adminActions = () => serverActions('features/admin/');

/** Every admin page: the path, and something on it that only someone it serves gets to see. */
function adminPages(): { path: string; shows: string; ownersOnly?: string }[] {
  return [
    { path: '/admin', shows: 'Select a service to edit' },
    { path: '/admin/services', shows: 'Select a service to edit' },
    { path: '/admin/services/web3', shows: 'Editing Web3' },
    { path: '/admin/projects', shows: 'Quillsend Cold Email Outreach SaaS' },
    { path: '/admin/projects/11', shows: 'Editing Statewide Early Childhood Data Platform' },
    { path: '/admin/casestudies', shows: 'Sulphur Bluff Growers Cooperative' },
    { path: '/admin/casestudies/smart-emr', shows: 'Editing SmartEMR' },
    { path: '/admin/testimonials', shows: 'Halvorsen Freight' },
    { path: '/admin/testimonials/text-aisha-bello', shows: 'Editing Aisha Bello' },
    { path: '/admin/testimonials/video-brightforge-learning', shows: 'Editing Brightforge Learning' },
    { path: '/admin/seo', shows: 'Select a page to edit its title, description and sharing image.' },
    { path: '/admin/seo/home', shows: 'Editing SEO for Home' },
    { path: '/admin/pricing', shows: 'Token launch with investor dashboard' },
    { path: '/admin/pricing/erp', shows: 'CRM and sales pipeline' },
    { path: '/admin/blog', shows: 'What an MVP Really Costs' },
    { path: '/admin/blog/seo-basics-for-small-businesses', shows: 'Editing SEO Basics for Small Businesses' },
    { path: '/admin/blog/new', shows: 'Create blog post' },
    { path: '/admin/projects/new', shows: 'Create project' },
    { path: '/admin/casestudies/new', shows: 'Create case study' },
    { path: '/admin/testimonials/text-new', shows: 'Create text testimonial' },
    { path: '/admin/trash', shows: 'Deleted items stay here' },
    { path: '/admin/settings', shows: 'What every page shows about the company' },
    { path: '/admin/pages', shows: 'each page keeps its history' },
    { path: '/admin/pages/home', shows: 'Editing Home' },
    { path: '/admin/pages/terms', shows: 'Editing Terms of Service' },
    { path: '/admin/clientlogos', shows: 'Pinecrest Outfitters' },
    { path: '/admin/clientlogos/halvorsen-freight', shows: 'Editing Halvorsen Freight' },
    { path: '/admin/socialplans', shows: 'Professional' },
    { path: '/admin/socialplans/starter', shows: 'Editing Starter' },
    { path: '/admin/media', shows: 'matrix-photo.jpg' },
    { path: `/admin/media/${MEDIA_ID}`, shows: mediaCopy.details.fileName },
    { path: '/admin/overview', shows: overviewCopy.intro },
    { path: adminPaths.leads, shows: LEAD.name },
    { path: adminPaths.lead(seeded.leadId), shows: LEAD.message },
    { path: '/admin/analytics', shows: 'compared with' },
    { path: '/admin/users', shows: EDITOR.email, ownersOnly: usersCopy.ownersOnlyTitle },
    { path: '/admin/redirects', shows: redirectsCopy.intro.slice(0, 40), ownersOnly: redirectsCopy.ownersOnlyTitle },
    { path: '/admin/activity', shows: `${EDITOR.name} (editor)` },
    { path: '/admin/translations', shows: 'needing an update because its English changed' },
    { path: adminPaths.account, shows: accountCopy.details.label },
  ];
}

/** Nothing a signed-in person would see: the panel, any page's own content, the lead, the people. */
function expectNoAdminData(response: RawResponse, label: string) {
  for (const text of [PANEL, ...adminPages().map((page) => page.shows), LEAD.email, EDITOR.email])
    expect(response.body, `${label}: ${text}`).not.toContain(text);
}

const get = (visitor: Visitor, path: string, cookie?: string) => sendAs(port, visitor, { path, cookie });

const matrixFigure = (what: string, rows: number, kinds: number) =>
  test.info().annotations.push({
    type: 'figure',
    description: `${what}: ${rows} × ${kinds} visitors = ${rows * kinds} checked`,
  });

test.beforeAll(async () => {
  ({ db, close: closeDb } = connect(admin.databaseUrl));
  seeded.editorId = (await addEditor(db, EDITOR.name, EDITOR.email)).id;
  seeded.leadId = await insertLead(LEAD);
  seeded.outboxId = randomUUID();
  const now = Date.now();
  await db
    .insertInto('outbox')
    .values({
      id: seeded.outboxId,
      lead_id: seeded.leadId,
      kind: 'agency',
      recipient: 'inbox@emberline.example',
      status: 'dead',
      attempts: 5,
      next_attempt_at: now,
      lease_until: null,
      last_error: '550 refused',
      message_id: `<${seeded.outboxId}@emberline.example>`,
      created_at: now,
      sent_at: null,
      payload: null,
    })
    .execute();
  // One save of each edited document, so version 1 is in its history for the restore actions.
  for (const collection of Object.keys(edited) as Edited[]) {
    const stored = await getDocument(db, collection, edited[collection].id);
    if (!stored) throw new Error(`${collection} ${edited[collection].id} is not seeded`);
    await saveDocument(db, collection, stored.data, { by: 'auth matrix', expectedVersion: stored.version });
  }
  await insertMedia(MEDIA_ID, 'matrix-photo.jpg');
  people = visitors(db, seeded.editorId);
});

test.afterAll(async () => {
  await closeDb?.();
});

test('every admin page shows its data only to a live session, and people only to an owner (A1)', async () => {
  test.setTimeout(150_000);
  const pages = adminPages();
  // Every section the owner's panel links to is in the matrix.
  const owner = people.find((visitor) => visitor.access === 'owner')!;
  const panel = await get(owner, '/admin', await owner.cookie());
  const linked = new Set([...panel.body.matchAll(/href="(\/admin\/[a-z]+)"/g)].map((match) => match[1]));
  expect(linked.size).toBeGreaterThanOrEqual(10);
  for (const path of linked)
    expect(
      pages.map((page) => page.path),
      `${path} is checked`,
    ).toContain(path);

  for (const visitor of people) {
    for (const page of pages) {
      const label = `${visitor.name} ${page.path}`;
      const response = await get(visitor, page.path, await visitor.cookie());
      expect(response.status, label).toBeLessThan(500);
      expect(response.headers['cache-control'], label).toContain('no-store');
      if (visitor.access === 'refused') {
        expectNoAdminData(response, label);
        if (!visitor.headers['next-router-prefetch'])
          expect(sendsToLogin(response) || response.body.includes('/admin-login'), label).toBe(true);
        if (Object.keys(visitor.headers).length === 0)
          expect(response.headers.location, label).toBe(`/admin-login?next=${encodeURIComponent(page.path)}`);
      } else if (page.ownersOnly && visitor.access === 'editor') {
        expect(response.status, label).toBe(200);
        expect(response.body, label).toContain(page.ownersOnly);
        expect(response.body, label).not.toContain(page.shows);
      } else {
        expect(response.status, label).toBe(200);
        expect(response.body, label).toContain(PANEL);
        expect(response.body, label).toContain(page.shows);
      }
    }
  }
  matrixFigure('admin pages', pages.length, people.length);
});

test('every admin server action runs only for a live session, and the owner-only ones only for an owner (A1)', async () => {
  test.setTimeout(150_000);
  const actions = adminActions();
  // A new action fails here until it is added to the matrix.
  expect(actions.map((action) => action.name).sort()).toEqual(Object.keys(actionCases).sort());
  const call = async (visitor: Visitor, action: { name: string; id: string }, input: unknown) => {
    const cookie = await visitor.cookie();
    const { path, bound = [] } = actionCases[action.name]!;
    const headers = { origin: base, ...visitor.headers, ...(cookie ? { cookie } : {}) };
    return postAction(port, { path, id: action.id, args: [...bound, input], headers });
  };

  // Refused visitors: valid inputs, prepared once; nothing may change.
  const inputs = new Map<string, unknown>();
  for (const action of actions) inputs.set(action.name, await actionCases[action.name]!.input());
  const before = await snapshot(db);
  for (const visitor of people.filter((v) => v.access === 'refused')) {
    for (const action of actions) {
      const label = `${visitor.name} ${action.name}`;
      const response = await call(visitor, action, inputs.get(action.name));
      expect(response.status, label).toBeLessThan(500);
      // With RSC headers Next.js sends a POST to its `?_rsc` URL first, and runs nothing.
      const rscRedirect = response.status === 307 && String(response.headers.location).includes('?_rsc');
      const { refused } = actionCases[action.name]!.ran;
      expect(actionStatus(response), label).toBe(rscRedirect ? undefined : refused);
      if (!refused) expect(sendsToLogin(response) || rscRedirect, label).toBe(true);
      expectNoAdminData(response, label);
    }
  }
  expect(await snapshot(db)).toEqual(before);

  // The editor, then the owner: each action runs, except what only owners may do, which changes nothing.
  for (const visitor of people.filter((v) => v.access !== 'refused')) {
    for (const action of actions) {
      const label = `${visitor.name} ${action.name}`;
      const expected = actionCases[action.name]!.ran[visitor.access];
      const input = await actionCases[action.name]!.input();
      const unchanged = await snapshot(db);
      const response = await call(visitor, action, input);
      expect(actionStatus(response), label).toBe(expected);
      if (expected === 'forbidden') expect(await snapshot(db), label).toEqual(unchanged);
    }
  }
  matrixFigure('admin server actions', actions.length, people.length);
});

test('page copy is saved and restored through its page’s definition by an editor or the owner, never without a session; a page’s form writes that page alone (A1)', async () => {
  test.setTimeout(90_000);
  const actions = adminActions().filter((action) => ['saveItem', 'restoreItem'].includes(action.name));
  expect(actions).toHaveLength(2);
  const stored = async (id: string) => (await getDocument(db, 'pages', id))!;
  const saveInputOf = async (id: string) => {
    const { data, version } = await stored(id);
    const { id: _, ...values } = data;
    return { id, expectedVersion: version, values };
  };
  // One save first, so version 1 is in the home page's history for the restores.
  const home = await stored('home');
  await saveDocument(db, 'pages', home.data, { by: 'auth matrix', expectedVersion: home.version });
  const inputs: Record<string, () => Promise<unknown>> = {
    saveItem: () => saveInputOf('home'),
    restoreItem: async () => ({ id: 'home', expectedVersion: (await stored('home')).version, version: 1 }),
  };
  const call = async (visitor: Visitor, action: { id: string }, key: string, input: unknown) => {
    const cookie = await visitor.cookie();
    const headers = { origin: base, ...visitor.headers, ...(cookie ? { cookie } : {}) };
    return postAction(port, { path: '/admin/pages/home', id: action.id, args: [key, input], headers });
  };

  for (const visitor of people) {
    for (const action of actions) {
      const label = `${visitor.name} ${action.name}`;
      const before = await snapshot(db);
      const response = await call(visitor, action, 'pages.home', await inputs[action.name]!());
      expect(response.status, label).toBeLessThan(500);
      if (visitor.access === 'refused') {
        expect(actionStatus(response), label).toBeUndefined();
        expectNoAdminData(response, label);
        expect(await snapshot(db), label).toEqual(before);
      } else expect(actionStatus(response), label).toBe('saved');
    }
  }

  // The home page's form cannot write the about page, the legal pages' form cannot write the home page, and the
  // collection's own name is no definition's.
  const owner = people.find((visitor) => visitor.access === 'owner')!;
  const save = actions.find((action) => action.name === 'saveItem')!;
  const before = await snapshot(db);
  for (const [key, input] of [
    ['pages.home', await saveInputOf('about')],
    ['pages.legal', await saveInputOf('home')],
    ['pages', await saveInputOf('home')],
  ] as const)
    expect(actionStatus(await call(owner, save, key, input)), key).toBe('invalid');
  expect(await snapshot(db)).toEqual(before);
});

test('the CSV export and logout answer only a live session; signing in ends the session sent and starts a new one (A1, A4)', async () => {
  test.setTimeout(90_000);
  const before = await snapshot(db);
  for (const visitor of people) {
    const label = visitor.name;
    const cookie = await visitor.cookie();
    const csv = await get(visitor, adminPaths.leadsExport, cookie);
    if (visitor.access === 'refused') {
      expect(sendsToLogin(csv) || csv.body.includes('/admin-login'), `${label} export`).toBe(true);
      if (Object.keys(visitor.headers).length === 0)
        expect(csv.headers.location, `${label} export`).toBe(
          `/admin-login?next=${encodeURIComponent(adminPaths.leads)}`,
        );
      expectNoAdminData(csv, `${label} export`);
    } else {
      expect(csv.status, `${label} export`).toBe(200);
      expect(csv.headers['content-type'], `${label} export`).toContain('text/csv');
      expect(csv.body, `${label} export`).toContain(LEAD.email);
    }

    const logout = await sendAs(port, visitor, {
      path: '/api/admin/logout',
      method: 'POST',
      cookie,
      headers: { origin: base },
    });
    expect(logout.status, `${label} logout`).toBe(303);
    expect(logout.headers.location, `${label} logout`).toBe('/admin-login');
    if (cookie) expect(await sessionRow(db, cookie.split('=')[1]!), `${label} logout`).toBeUndefined();

    const signInCookie = await visitor.cookie();
    const login = await sendAs(port, visitor, {
      path: '/api/admin/login',
      method: 'POST',
      cookie: signInCookie,
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': newClient() },
      body: JSON.stringify({ password: ADMIN_PASSWORD }),
    });
    expect(login.status, `${label} login`).toBe(200);
    const token = /^admin-session=([\w-]{43});/.exec(String(login.headers['set-cookie']))?.[1] ?? '';
    expect(token, `${label} login`).not.toBe('');
    const stored = await sessionRow(db, token);
    expect(stored?.user_id, `${label} login`).toBe(OWNER_ID);
    // Only the token's hash is kept.
    expect(JSON.stringify(stored)).not.toContain(token);
    if (signInCookie) {
      const previous = signInCookie.split('=')[1]!;
      expect(previous, `${label} login`).not.toBe(token);
      expect(await sessionRow(db, previous), `${label} login: the session sent is ended`).toBeUndefined();
    }
  }
  // The only trace: each export that was answered is on the audit trail (editor and owner), nothing else changed.
  const { audit_log: auditAfter, ...after } = await snapshot(db);
  const { audit_log: auditBefore, ...unchanged } = before;
  expect(after).toEqual(unchanged);
  const added = (auditAfter ?? []).filter((row) => !(auditBefore ?? []).includes(row));
  expect(added.map((row) => (JSON.parse(String(row)) as { action: string }).action)).toEqual([
    'leads.exported',
    'leads.exported',
  ]);
  matrixFigure('admin route handlers (export, logout, login)', 3, people.length);
});

test('the media upload address takes a file only from a live session on this site, checked before it is read (A1, C1)', async () => {
  // A 1 × 1 PNG.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const rows = async () => (await db.selectFrom('media').select('id').execute()).length;
  const before = await rows();
  for (const visitor of people) {
    const label = visitor.name;
    const cookie = await visitor.cookie();
    const send = (origin: string) =>
      sendAs(port, visitor, {
        path: '/api/admin/media',
        method: 'POST',
        cookie,
        headers: { origin, 'content-type': 'application/octet-stream', 'x-file-name': 'pixel.png' },
        body: png,
      });
    expect((await send('https://evil.example')).status, `${label} from another site`).toBe(403);
    const answer = await send(base);
    if (visitor.access === 'refused') {
      expect(answer.status, label).toBe(401);
      expectNoAdminData(answer, label);
      expect(await rows(), label).toBe(before);
    } else expect([200, 201], label).toContain(answer.status);
  }
  // The same pixel from every signed-in person is one image.
  expect(await rows()).toBe(before + 1);
  matrixFigure('the media upload route', 1, people.length);
});

test('a session lives on inside 30 idle minutes and 8 hours, and ends past either, through the server (A4)', async () => {
  const open = (token: string) =>
    rawRequest({ port, path: adminPaths.account, headers: { cookie: sessionCookie(token) } });
  const idle29 = await idleSession(db, OWNER_ID, 29 * 60_000);
  const askedAt = Date.now();
  expect((await open(idle29)).status).toBe(200);
  // Using it moves its last-seen time on: it has another 30 minutes from now.
  expect(Number((await sessionRow(db, idle29))?.last_seen_at)).toBeGreaterThanOrEqual(askedAt);

  const aged = await agedSession(db, OWNER_ID, 8 * 60 * 60_000 - 60_000);
  expect((await open(aged)).status).toBe(200);

  for (const ended of [await idleSession(db, OWNER_ID), await agedSession(db, OWNER_ID)]) {
    const response = await open(ended);
    expect(response.status).toBe(307);
    expect(response.headers.location).toBe(`/admin-login?next=${encodeURIComponent(adminPaths.account)}`);
    expect(await sessionRow(db, ended), 'an ended session is deleted').toBeUndefined();
  }
});

test('a plain-http site on this machine gives an HttpOnly, SameSite=Strict, host-only cookie without Secure, and reads only that name (A5)', async () => {
  const login = await rawRequest({
    port,
    path: '/api/admin/login',
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': newClient() },
    body: JSON.stringify({ password: ADMIN_PASSWORD }),
  });
  expect(String(login.headers['set-cookie'])).toMatch(
    /^admin-session=[\w-]{43}; Path=\/; Max-Age=28800; HttpOnly; SameSite=Strict$/,
  );
  const token = await liveSession(db, OWNER_ID);
  const open = (cookieName: string) =>
    rawRequest({ port, path: adminPaths.account, headers: { cookie: `${cookieName}=${token}` } });
  expect((await open('admin-session')).status).toBe(200);
  expect((await open('__Host-admin-session')).status).toBe(307);
});

test('an https site hands out its session only over https, as __Host- and Secure, whatever a relayed request claims (A5)', async () => {
  const signIn = (headers: Record<string, string>, body = JSON.stringify({ password: ADMIN_PASSWORD })) =>
    rawRequest({
      port: httpsSite.port,
      path: '/api/admin/login',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newClient(), ...headers },
      body,
    });
  const overHttps = await signIn({ origin: 'https://www.emberline.example', 'x-forwarded-proto': 'https' });
  expect(overHttps.status).toBe(200);
  expect(String(overHttps.headers['set-cookie'])).toMatch(
    /^__Host-admin-session=[\w-]{43}; Path=\/; Max-Age=28800; HttpOnly; SameSite=Strict; Secure$/,
  );

  // Relayed as plain http (a proxy that says so, or none): refused before the password is tried, and no cookie.
  for (const relayed of [{ 'x-forwarded-proto': 'http' }, {}] as Record<string, string>[]) {
    const refused = await signIn({ origin: httpsSite.base, ...relayed });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toEqual({ error: 'https_required' });
    expect(refused.headers['set-cookie']).toBeUndefined();
  }
  const plainForm = await signIn(
    { origin: httpsSite.base, 'content-type': 'application/x-www-form-urlencoded' },
    new URLSearchParams({ password: ADMIN_PASSWORD, next: '/admin/leads' }).toString(),
  );
  expect(plainForm.status).toBe(303);
  expect(plainForm.headers.location).toBe('/admin-login?error=https_required&next=%2Fadmin%2Fleads');
  expect(plainForm.headers['set-cookie']).toBeUndefined();

  // Only the __Host- name is read, with or without the proxy's word: an http page could have set the other one.
  const { db: siteDb, close } = connect(httpsSite.databaseUrl);
  try {
    const token = await liveSession(siteDb, OWNER_ID);
    const open = (cookie: string, headers: Record<string, string> = {}) =>
      rawRequest({ port: httpsSite.port, path: adminPaths.account, headers: { cookie, ...headers } });
    expect((await open(`__Host-admin-session=${token}`, { 'x-forwarded-proto': 'https' })).status).toBe(200);
    expect((await open(`__Host-admin-session=${token}`)).status).toBe(200);
    expect((await open(`admin-session=${token}`, { 'x-forwarded-proto': 'https' })).status).toBe(307);
  } finally {
    await close();
  }
});

test('a locked-out address signs in again once its 15 minutes have passed: the count lives in the database (A3)', async () => {
  const client = newClient();
  const attempt = (password: string) =>
    rawRequest({
      port,
      path: '/api/admin/login',
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': client },
      body: JSON.stringify({ password }),
    });
  for (let i = 0; i < 5; i++) expect((await attempt('a wrong guess')).status).toBe(401);
  expect((await attempt(ADMIN_PASSWORD)).status).toBe(429);
  // The server's clock cannot be moved; its window in the database can be made to have ended.
  await db
    .updateTable('rate_limits')
    .set({ expires_at: Date.now() - 1 })
    .where('key', 'like', 'login:%')
    .where('key', '!=', 'login:all')
    .execute();
  expect((await attempt(ADMIN_PASSWORD)).status).toBe(200);
});

const countRows = async (table: 'events' | 'admin_sessions') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

test('sign-in, sign-out, the analytics beacon and a review link’s answer refuse requests from another site with 403 and change nothing (C1)', async () => {
  const owner = await liveSession(db, OWNER_ID);
  const pageView = JSON.stringify({ events: [{ type: 'page_view', path: '/', title: 'Home', locale: 'en' }] });
  // A live review link: its answer, were it taken, would be kept on it.
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
    { path: '/api/admin/logout', form: '', json: '' },
    { path: '/api/events', form: 'events=1', json: pageView },
    { path: '/api/review', form: answer, json: JSON.stringify({ token, decision: 'approved', comment: 'forged' }) },
  ];
  const post = (path: string, headers: Record<string, string>, body: string) =>
    rawRequest({
      port,
      path,
      method: 'POST',
      headers: {
        cookie: sessionCookie(owner),
        'x-forwarded-for': newClient(),
        'user-agent': 'Mozilla/5.0 Chrome/140',
        ...headers,
      },
      body,
    });
  const [events, sessions] = [await countRows('events'), await countRows('admin_sessions')];
  for (const route of routes) {
    for (const [name, { form, headers }] of Object.entries(crossSite)) {
      const response = await post(
        route.path,
        { ...headers, 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
        form ? route.form : route.json,
      );
      expect(response.status, `${route.path} ${name}`).toBe(403);
      expect(response.headers['set-cookie'], `${route.path} ${name}`).toBeUndefined();
    }
  }
  expect(await countRows('events')).toBe(events);
  expect(await countRows('admin_sessions')).toBe(sessions);
  expect(await sessionRow(db, owner), 'the signed-in owner is still signed in').toBeDefined();
  const kept = await db.selectFrom('review_links').select('decision').where('id', '=', link.id).executeTakeFirst();
  expect(kept?.decision ?? null).toBeNull();
  // The same beacon from the site's own page is taken: the refusals above were about where it came from.
  const own = await post('/api/events', { origin: base, 'content-type': 'text/plain' }, pageView);
  expect(own.status).toBe(204);
  expect(await countRows('events')).toBe(events + 1);
  test.info().annotations.push({
    type: 'figure',
    description: `POST route handlers: ${routes.length} × ${Object.keys(crossSite).length} cross-site requests refused`,
  });
});

test('server actions refuse requests from another site with 403, even with the owner signed in, and change nothing (C1)', async () => {
  test.setTimeout(90_000);
  const owner = sessionCookie(await liveSession(db, OWNER_ID));
  const actions = adminActions();
  const inputs = new Map<string, unknown>();
  for (const action of actions) inputs.set(action.name, await actionCases[action.name]!.input());
  const before = await snapshot(db);
  // How each kind of request was answered, over every action: one table says all that went wrong at once.
  const answers: Record<string, Record<string, number>> = {};
  for (const [name, { form, headers }] of Object.entries(crossSite)) {
    const tally: Record<string, number> = (answers[name] = {});
    for (const action of actions) {
      const { path } = actionCases[action.name]!;
      const request = { cookie: owner, ...headers };
      const response = form
        ? await postActionForm(port, { path, id: action.id, headers: request })
        : await postAction(port, { path, id: action.id, args: [inputs.get(action.name)], headers: request });
      const answer = actionStatus(response) ? `${response.status}, ran` : String(response.status);
      tally[answer] = (tally[answer] ?? 0) + 1;
    }
  }
  const refused = Object.fromEntries(Object.keys(crossSite).map((name) => [name, { 403: actions.length }]));
  expect(answers).toEqual(refused);
  expect(await snapshot(db)).toEqual(before);
  test.info().annotations.push({
    type: 'figure',
    description: `server actions: ${actions.length} × ${Object.keys(crossSite).length} cross-site requests refused`,
  });
});
