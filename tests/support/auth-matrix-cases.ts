/**
 * The cases of the auth matrix (tests/e2e/auth-matrix.spec.ts): every admin server action with an input that would take
 * effect and what each kind of visitor gets from it, and every admin page with what only those it serves may see.
 */
import type { Kysely } from 'kysely';
import { adminPaths } from '../../src/lib/admin-paths';
import type { Database } from '../../src/server/db/schema';
import accountCopy from '../../messages/admin/account.json' with { type: 'json' };
import overviewCopy from '../../messages/admin/overview.json' with { type: 'json' };
import mediaCopy from '../../messages/admin/media.json' with { type: 'json' };
import privacyCopy from '../../messages/admin/privacy.json' with { type: 'json' };
import redirectsCopy from '../../messages/admin/redirects.json' with { type: 'json' };
import webhooksCopy from '../../messages/admin/webhooks.json' with { type: 'json' };
import usersCopy from '../../messages/admin/users.json' with { type: 'json' };
import panelCopy from '../../messages/admin/panel.json' with { type: 'json' };
import { test } from '../e2e/fixtures';
import { serverActions } from './admin';
import { EDITOR, LEAD, MATRIX_SHARED_BLOCK, MEDIA_ID, edited, matrixRows, type Seeded } from './auth-matrix-rows';
import { accountActionCases } from './auth-matrix-accounts';
import { passkeyActionCases } from './auth-matrix-passkeys';
import { twoStepActionCases } from './auth-matrix-two-step';
import { webhookRows } from './auth-matrix-webhooks';
import type { Access } from './sessions';

/** Every server action of the admin in the build: the matrix must have a case for each. */
export const adminActions = () => serverActions('admin/');

/** What the admin shows on every page, and only to someone signed in. */
export const PANEL = panelCopy.subtitle;

export interface ActionCase {
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

/** Every server action under src/admin, each with an input that would take effect. */
/** `siteUrl`: the server's SITE_URL, where a passkey made for it belongs. */
export function matrixActionCases(db: Kysely<Database>, seeded: Seeded, siteUrl: string): Record<string, ActionCase> {
  const {
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
  } = matrixRows(db, seeded);
  let newPeople = 0;
  let newPosts = 0;
  let moves = 0;
  let newRedirects = 0;
  let newEndpoints = 0;
  const webhooks = webhookRows(db);
  let retentionSaves = 0;

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
      presenceItem: {
        path,
        bound,
        input: async () => ({ id: edited.blogPosts.id, tab: 'auth-matrix-tab' }),
        ran: everyone('present'),
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
      unpublishItem: { path, bound, input: publishedPost, ran: everyone('unpublished') },
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

  return {
    ...collectionActionCases(),
    ...accountActionCases(db, seeded),
    setLeadStatusAction: {
      path: adminPaths.leads,
      input: async () => {
        const lead = await db.selectFrom('leads').select('status').where('id', '=', seeded.leadId).executeTakeFirst();
        return { leadId: seeded.leadId, status: lead?.status === 'won' ? 'lost' : 'won' };
      },
      ran: everyone('ok'),
    },
    assignLeadAction: {
      path: adminPaths.leads,
      input: async () => {
        const lead = await db
          .selectFrom('leads')
          .select('assigned_to')
          .where('id', '=', seeded.leadId)
          .executeTakeFirst();
        return { leadId: seeded.leadId, personId: lead?.assigned_to ? null : 'owner' };
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
    addWebhookAction: {
      path: '/admin/webhooks',
      // Never delivered: no new lead arrives while the matrix runs.
      input: async () => ({
        url: `https://crm.matrix.example/hooks/${++newEndpoints}`,
        description: '',
        format: 'json',
        events: ['lead.created'],
      }),
      ran: ownersOnly('added'),
    },
    updateWebhookAction: {
      path: '/admin/webhooks',
      input: async () => ({
        id: await webhooks.endpoint(),
        url: 'https://crm.matrix.example/hooks/seeded',
        description: `Renamed ${Date.now()}`,
        format: 'json',
        events: ['lead.created'],
        enabled: true,
      }),
      ran: ownersOnly('saved'),
    },
    rotateWebhookSecretAction: {
      path: '/admin/webhooks',
      input: async () => ({ id: await webhooks.endpoint() }),
      ran: ownersOnly('rotated'),
    },
    testWebhookAction: {
      path: '/admin/webhooks',
      // Its own endpoint at a loopback address, refused before any connection: the test answers "not delivered".
      input: async () => ({ id: await webhooks.doomedEndpoint() }),
      ran: ownersOnly('not_delivered'),
    },
    resendDeliveryAction: { path: '/admin/webhooks', input: webhooks.deadDelivery, ran: ownersOnly('queued') },
    deleteWebhookAction: {
      path: '/admin/webhooks',
      input: async () => ({ id: await webhooks.doomedEndpoint() }),
      ran: ownersOnly('deleted'),
    },
    eraseDataAction: { path: adminPaths.dataRequests, input: doomedDataRequest, ran: ownersOnly('erased') },
    saveLeadRetentionAction: {
      path: adminPaths.dataRequests,
      // On and off in turn, so every run that is allowed changes the setting.
      input: async () => ({ months: retentionSaves++ % 2 === 0 ? 24 : null }),
      ran: ownersOnly('saved'),
    },
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
    // The picker's alt text, saved where an image is chosen (any editor page with an image field).
    saveMediaAltAction: {
      path: '/admin/media',
      input: async () => {
        const row = await db.selectFrom('media').select('version').where('id', '=', MEDIA_ID).executeTakeFirstOrThrow();
        return { id: MEDIA_ID, version: row.version, alt: { en: `A photo chosen, version ${row.version}` } };
      },
      ran: everyone('saved'),
    },
    deleteMediaAction: { path: '/admin/media', input: doomedImage, ran: everyone('deleted') },
    deleteMediaBulkAction: {
      path: '/admin/media',
      input: async () => ({ ids: [(await doomedImage()).id] }),
      ran: everyone('done'),
    },
    setMediaAltBulkAction: {
      path: '/admin/media',
      input: async () => ({ ids: [MEDIA_ID], alt: { de: 'Ein Foto' }, mode: 'overwrite' }),
      ran: everyone('done'),
    },
    // Reads only; listed so that a new action cannot go unchecked.
    listMediaAction: { path: '/admin/media', input: async () => ({}), ran: everyone('ok') },
    // The rich-text fields' Link dialog and missing-page warning (any editor page with rich text); reads only.
    listLinkTargetsAction: { path: '/admin/blog', input: async () => ({}), ran: everyone('ok') },
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
    saveDigestChoiceAction: {
      path: adminPaths.account,
      // Off, never on: a digest turned on is queued by the server's scheduler in the background (every 30 s, once past
      // its hour), which would land between the matrix's before-and-after snapshots as if a request had written it.
      // Turning it on and off is lead-digest.spec.ts.
      input: async () => ({ digest: false }),
      // Each person sets their own; the owner account of the admin password has no address to send a digest to.
      ran: { refused: undefined, editor: 'saved', owner: 'no_email' },
    },
    saveTimeZoneAction: {
      path: adminPaths.account,
      // The browser's again, as every seeded person already has it: whoever runs it, nothing moves.
      input: async () => ({ timeZone: '' }),
      ran: everyone('saved'),
    },
    ...twoStepActionCases(db, seeded.editorId),
    ...passkeyActionCases(db, seeded.editorId, siteUrl),
    // The one admin action without a session: the one-time link's token is the credential, whoever sends it.
    setPasswordAction: {
      path: '/admin-set-password',
      input: async () => ({ token: 'a'.repeat(43), password: NEW_PASSWORD, repeat: NEW_PASSWORD }),
      ran: { refused: 'invalid_link', editor: 'invalid_link', owner: 'invalid_link' },
    },
  };
}

/** Every admin page: the path, and something on it that only someone it serves gets to see. */
export function adminPages(leadId: string): { path: string; shows: string; ownersOnly?: string }[] {
  return [
    { path: '/admin', shows: 'Needs you' },
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
    { path: '/admin/landingpages', shows: 'Apps for clinics' },
    { path: '/admin/landingpages/apps-for-clinics', shows: 'Editing Apps for clinics' },
    { path: '/admin/landingpages/new', shows: 'Create landing page' },
    { path: '/admin/sharedblocks', shows: MATRIX_SHARED_BLOCK.title },
    { path: `/admin/sharedblocks/${MATRIX_SHARED_BLOCK.id}`, shows: `Editing ${MATRIX_SHARED_BLOCK.title}` },
    { path: '/admin/sharedblocks/new', shows: 'Create shared block' },
    { path: '/admin/menus', shows: 'The links of the header' },
    { path: '/admin/media', shows: 'matrix-photo.jpg' },
    { path: `/admin/media/${MEDIA_ID}`, shows: mediaCopy.details.fileName },
    { path: '/admin/overview', shows: overviewCopy.intro },
    { path: adminPaths.leads, shows: LEAD.name },
    { path: adminPaths.lead(leadId), shows: LEAD.message },
    { path: '/admin/analytics', shows: 'compared with' },
    { path: '/admin/users', shows: EDITOR.email, ownersOnly: usersCopy.ownersOnlyTitle },
    { path: '/admin/redirects', shows: redirectsCopy.intro.slice(0, 40), ownersOnly: redirectsCopy.ownersOnlyTitle },
    { path: '/admin/webhooks', shows: webhooksCopy.verifyHeading, ownersOnly: webhooksCopy.ownersOnlyTitle },
    {
      path: adminPaths.dataRequests,
      shows: privacyCopy.retention.intro.slice(0, 40),
      ownersOnly: privacyCopy.ownersOnlyTitle,
    },
    { path: adminPaths.dataRequest(LEAD.email), shows: LEAD.message, ownersOnly: privacyCopy.ownersOnlyTitle },
    { path: '/admin/activity', shows: `${EDITOR.name} (editor)` },
    { path: '/admin/translations', shows: 'needing an update because its English changed' },
    { path: adminPaths.account, shows: accountCopy.details.label },
  ];
}

/** What only a signed-in person sees: the panel, any page's own content, the lead, the people. */
export const signedInTexts = (leadId: string) => [
  PANEL,
  ...adminPages(leadId).map((page) => page.shows),
  LEAD.email,
  EDITOR.email,
];

/** The figure a matrix test reports: how many requests it checked. */
export const matrixFigure = (what: string, rows: number, kinds: number) =>
  test.info().annotations.push({
    type: 'figure',
    description: `${what}: ${rows} × ${kinds} visitors = ${rows * kinds} checked`,
  });
