/**
 * The cases of the auth matrix (tests/e2e/auth-matrix.spec.ts): every admin server action with an input that would take
 * effect and what each kind of visitor gets from it, and every admin page with what only those it serves may see.
 */
import type { Kysely } from 'kysely';
import { adminPaths } from '../../src/lib/admin-paths';
import type { Database } from '../../src/server/db/schema';
import { markForReview } from '../../src/server/queries/review-requests';
import accountCopy from '../../messages/admin/account.json' with { type: 'json' };
import overviewCopy from '../../messages/admin/overview.json' with { type: 'json' };
import mediaCopy from '../../messages/admin/media.json' with { type: 'json' };
import privacyCopy from '../../messages/admin/privacy.json' with { type: 'json' };
import redirectsCopy from '../../messages/admin/redirects.json' with { type: 'json' };
import webhooksCopy from '../../messages/admin/webhooks.json' with { type: 'json' };
import panelCopy from '../../messages/admin/panel.json' with { type: 'json' };
import { test } from '../e2e/fixtures';
import { serverActions } from './admin';
import { EDITOR, LEAD, MATRIX_SHARED_BLOCK, MEDIA_ID, edited, matrixRows, type Seeded } from './auth-matrix-rows';
import { accountActionCases } from './auth-matrix-accounts';
import { passkeyActionCases } from './auth-matrix-passkeys';
import { twoStepActionCases } from './auth-matrix-two-step';
import { webhookRows } from './auth-matrix-webhooks';
import { everyone, needs, ownersOnly, writers, type ActionCase, type Grant } from './auth-matrix-grants';
import { addEditor } from './sessions';

/** Every server action of the admin in the build: the matrix must have a case for each. */
export const adminActions = () => serverActions('admin/');

/** What the admin shows on every page, and only to someone signed in. */
export const PANEL = panelCopy.subtitle;
/** What a section says to a role it does not serve (the end of "{section} is not part of your role"). */
export const NOT_FOR_ROLE = panelCopy.notForRoleTitle.replace('{section} ', '');

const NEW_PASSWORD = 'granite lantern orbit 58';

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
  let rolePersonId: string | undefined;
  const rolePerson = async () => {
    rolePersonId ??= (await addEditor(db, 'Rhea Role', `rhea.${Date.now()}@emberline.example`, 'contributor')).id;
    return db.selectFrom('admin_users').select(['id', 'role']).where('id', '=', rolePersonId).executeTakeFirstOrThrow();
  };
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
      saveItem: { path, bound, input: () => saveInput('blogPosts'), ran: needs('publish', 'saved') },
      restoreItem: { path, bound, input: () => restoreInput('blogPosts'), ran: needs('publish', 'saved') },
      saveDraftItem: { path, bound, input: () => draftInput('blogPosts'), ran: needs(writers, 'drafted') },
      discardDraftItem: {
        path,
        bound,
        input: async () => ({ id: edited.blogPosts.id }),
        ran: needs('draft', 'discarded'),
      },
      createReviewLinkItem: {
        path,
        bound,
        input: async () => (await draftedPost(), { id: edited.blogPosts.id, locale: 'es' }),
        ran: needs('publish', 'created'),
      },
      revokeReviewLinkItem: {
        path,
        bound,
        // A live link each time: one that any run revoked stays revoked.
        input: async () => ({ id: edited.blogPosts.id, link: (await liveLink()).id }),
        ran: needs('publish', 'revoked'),
      },
      markCurrentItem: { path, bound, input: staleTitle, ran: needs(['publish', 'translate'], 'marked') },
      askReviewItem: {
        path,
        bound,
        input: async () => (await draftedPost(), { id: edited.blogPosts.id, note: 'Ready for a look.' }),
        ran: needs(writers, 'asked'),
      },
      endReviewItem: {
        path,
        bound,
        // Asked by someone else: only a person who publishes may send it back (its asker could withdraw it).
        input: async () => {
          await draftedPost();
          await markForReview(db, 'blogPosts', edited.blogPosts.id, {
            by: { id: 'matrix-writer', name: 'Matrix Writer' },
            note: null,
          });
          return { id: edited.blogPosts.id, note: 'See the second paragraph.' };
        },
        ran: needs('publish', 'sent_back'),
      },
      scheduleItem: {
        path,
        bound,
        // A week ahead: no run of the suite lasts long enough for the job to publish it.
        input: async () => (
          await draftedPost(),
          { id: edited.blogPosts.id, action: 'publish', at: Date.now() + 7 * 86_400_000 }
        ),
        ran: needs('publish', 'scheduled'),
      },
      presenceItem: {
        path,
        bound,
        input: async () => ({ id: edited.blogPosts.id, tab: 'auth-matrix-tab' }),
        ran: needs(writers, 'present'),
      },
      compareItem: {
        path,
        bound,
        input: async () => ({ id: edited.blogPosts.id, from: 1, to: (await saveInput('blogPosts')).expectedVersion }),
        ran: needs(writers, 'compared'),
      },
      createItem: {
        path,
        bound,
        input: async () => ({ id: `matrix-post-${++newPosts}`, values: await values() }),
        ran: needs('publish', 'created'),
      },
      duplicateItem: { path, bound, input: async () => ({ id: edited.blogPosts.id }), ran: needs('draft', 'created') },
      removeItem: { path, bound, input: doomedPost, ran: needs('publish', 'deleted') },
      unpublishItem: { path, bound, input: publishedPost, ran: needs('publish', 'unpublished') },
      renameItem: { path, bound, input: renamedPost, ran: needs('publish', 'renamed') },
      moveItem: {
        path: '/admin/testimonials',
        bound: ['textTestimonials'],
        // The first testimonial goes down one place and back up, in turn: every run changes the order.
        input: async () => ({ id: 'aisha-bello', direction: (moves++ % 2 === 0 ? 'down' : 'up') as 'up' | 'down' }),
        ran: needs('publish', 'moved'),
      },
      restoreFromTrashAction: { path: '/admin/trash', input: trashedPost, ran: needs('publish', 'restored') },
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
      ran: needs('leads', 'ok'),
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
      ran: needs('leads', 'ok'),
    },
    addLeadNoteAction: {
      path: adminPaths.leads,
      input: async () => ({ leadId: seeded.leadId, body: 'Called back, sent the proposal.' }),
      ran: needs('leads', 'ok'),
    },
    resendNotificationAction: {
      path: adminPaths.leads,
      input: async () => ({ leadId: seeded.leadId, notificationId: await deadNotification() }),
      ran: needs('leads', 'ok'),
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
      ran: needs('draft', 'saved'),
    },
    // The picker's alt text, saved where an image is chosen (any editor page with an image field).
    saveMediaAltAction: {
      path: '/admin/media',
      input: async () => {
        const row = await db.selectFrom('media').select('version').where('id', '=', MEDIA_ID).executeTakeFirstOrThrow();
        return { id: MEDIA_ID, version: row.version, alt: { en: `A photo chosen, version ${row.version}` } };
      },
      ran: needs('draft', 'saved'),
    },
    deleteMediaAction: { path: '/admin/media', input: doomedImage, ran: needs('publish', 'deleted') },
    deleteMediaBulkAction: {
      path: '/admin/media',
      input: async () => ({ ids: [(await doomedImage()).id] }),
      ran: needs('publish', 'done'),
    },
    setMediaAltBulkAction: {
      path: '/admin/media',
      input: async () => ({ ids: [MEDIA_ID], alt: { de: 'Ein Foto' }, mode: 'overwrite' }),
      ran: needs('draft', 'done'),
    },
    // Reads only; listed so that a new action cannot go unchecked.
    listMediaAction: { path: '/admin/media', input: async () => ({}), ran: needs('draft', 'ok') },
    // The rich-text fields' Link dialog and missing-page warning (any editor page with rich text); reads only.
    listLinkTargetsAction: { path: '/admin/blog', input: async () => ({}), ran: needs('draft', 'ok') },
    addPersonAction: {
      path: '/admin/users',
      input: async () => ({ name: 'Mallory', email: `mallory.${++newPeople}@evil.example`, role: 'owner' }),
      ran: ownersOnly('created'),
    },
    changeRoleAction: {
      path: '/admin/users',
      // A person of the matrix's own, given the other of contributor and sales each time: every run that is allowed
      // changes the role.
      input: async () => {
        const person = await rolePerson();
        return { personId: person.id, role: person.role === 'sales' ? 'contributor' : 'sales' };
      },
      ran: ownersOnly('changed'),
    },
    setLanguagesAction: {
      path: '/admin/users',
      // The matrix's translator, given Spanish alone and every language in turn: every run that is allowed changes them.
      // It stays a translator who does not publish, as the matrix's cases expect.
      input: async () => {
        const row = await db
          .selectFrom('admin_users')
          .select('languages')
          .where('id', '=', seeded.translatorId)
          .executeTakeFirstOrThrow();
        const languages = row.languages === 'es' ? ['es', 'de', 'ar'] : ['es'];
        return { personId: seeded.translatorId, languages, publishes: false };
      },
      ran: ownersOnly('saved'),
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
      // The owner's password is set by env here; the others have none yet, so any current password is wrong.
      ran: {
        refused: undefined,
        editor: 'invalid',
        owner: 'managed_by_env',
        contributor: 'invalid',
        translator: 'invalid',
        sales: 'invalid',
      },
    },
    saveDigestChoiceAction: {
      path: adminPaths.account,
      // Off, never on: a digest turned on is queued by the server's scheduler in the background (every 30 s, once past
      // its hour), which would land between the matrix's before-and-after snapshots as if a request had written it.
      // Turning it on and off is lead-digest.spec.ts.
      input: async () => ({ digest: false }),
      // Each person sets their own; the owner account of the admin password has no address to send a digest to.
      ran: {
        refused: undefined,
        editor: 'saved',
        owner: 'no_email',
        contributor: 'saved',
        translator: 'saved',
        sales: 'saved',
      },
    },
    saveTimeZoneAction: {
      path: adminPaths.account,
      // The browser's again, as every seeded person already has it: whoever runs it, nothing moves.
      input: async () => ({ timeZone: '' }),
      ran: everyone('saved'),
    },
    ...twoStepActionCases(db, [seeded.editorId, seeded.contributorId, seeded.translatorId, seeded.salesId]),
    ...passkeyActionCases(db, seeded.editorId, siteUrl),
    // The one admin action without a session: the one-time link's token is the credential, whoever sends it.
    setPasswordAction: {
      path: '/admin-set-password',
      input: async () => ({ token: 'a'.repeat(43), password: NEW_PASSWORD, repeat: NEW_PASSWORD }),
      ran: {
        refused: 'invalid_link',
        editor: 'invalid_link',
        owner: 'invalid_link',
        contributor: 'invalid_link',
        translator: 'invalid_link',
        sales: 'invalid_link',
      },
    },
  };
}

/**
 * Every admin page: the path, something on it that only someone it serves gets to see, and the grant a role needs to
 * be served it (none: everyone signed in). Anyone else signed in is shown that the section is not part of their role.
 */
export function adminPages(leadId: string): { path: string; shows: string; needs?: Grant | readonly Grant[] }[] {
  const content = (path: string, shows: string) => ({ path, shows, needs: writers });
  // A new item's form: a translator, who writes the texts of what exists, is told it is not part of the role.
  const creating = (path: string) => ({ path, shows: 'Save as draft', needs: 'draft' as const });
  return [
    { path: '/admin', shows: overviewCopy.intro },
    content('/admin/services', 'Select a service to edit'),
    content('/admin/services/web3', 'Editing Web3'),
    content('/admin/projects', 'Quillsend Cold Email Outreach SaaS'),
    content('/admin/projects/11', 'Editing Statewide Early Childhood Data Platform'),
    content('/admin/casestudies', 'Sulphur Bluff Growers Cooperative'),
    content('/admin/casestudies/smart-emr', 'Editing SmartEMR'),
    content('/admin/testimonials', 'Halvorsen Freight'),
    content('/admin/testimonials/text-aisha-bello', 'Editing Aisha Bello'),
    content('/admin/testimonials/video-brightforge-learning', 'Editing Brightforge Learning'),
    content('/admin/seo', 'Select a page to edit its title, description and sharing image.'),
    content('/admin/seo/home', 'Editing SEO for Home'),
    content('/admin/pricing', 'Token launch with investor dashboard'),
    content('/admin/pricing/erp', 'CRM and sales pipeline'),
    content('/admin/blog', 'What an MVP Really Costs'),
    content('/admin/blog/seo-basics-for-small-businesses', 'Editing SEO Basics for Small Businesses'),
    creating('/admin/blog/new'),
    creating('/admin/projects/new'),
    creating('/admin/casestudies/new'),
    creating('/admin/testimonials/text-new'),
    { path: '/admin/trash', shows: 'Deleted items stay here', needs: 'publish' },
    content('/admin/settings', 'What every page shows about the company'),
    content('/admin/pages', 'each page keeps its history'),
    content('/admin/pages/home', 'Editing Home'),
    content('/admin/pages/terms', 'Editing Terms of Service'),
    content('/admin/clientlogos', 'Pinecrest Outfitters'),
    content('/admin/clientlogos/halvorsen-freight', 'Editing Halvorsen Freight'),
    content('/admin/socialplans', 'Professional'),
    content('/admin/socialplans/starter', 'Editing Starter'),
    content('/admin/landingpages', 'Apps for clinics'),
    content('/admin/landingpages/apps-for-clinics', 'Editing Apps for clinics'),
    creating('/admin/landingpages/new'),
    content('/admin/sharedblocks', MATRIX_SHARED_BLOCK.title),
    content(`/admin/sharedblocks/${MATRIX_SHARED_BLOCK.id}`, `Editing ${MATRIX_SHARED_BLOCK.title}`),
    creating('/admin/sharedblocks/new'),
    content('/admin/menus', 'The links of the header'),
    { path: '/admin/media', shows: 'matrix-photo.jpg', needs: 'draft' },
    { path: `/admin/media/${MEDIA_ID}`, shows: mediaCopy.details.fileName, needs: 'draft' },
    { path: '/admin/overview', shows: overviewCopy.intro },
    { path: adminPaths.leads, shows: LEAD.name, needs: 'leads' },
    { path: adminPaths.lead(leadId), shows: LEAD.message, needs: 'leads' },
    { path: '/admin/analytics', shows: 'compared with', needs: 'leads' },
    { path: '/admin/users', shows: EDITOR.email, needs: 'manage' },
    { path: '/admin/redirects', shows: redirectsCopy.intro.slice(0, 40), needs: 'manage' },
    { path: '/admin/webhooks', shows: webhooksCopy.verifyHeading, needs: 'manage' },
    {
      path: adminPaths.dataRequests,
      shows: privacyCopy.retention.intro.slice(0, 40),
      needs: 'manage',
    },
    { path: adminPaths.dataRequest(LEAD.email), shows: LEAD.message, needs: 'manage' },
    { path: '/admin/activity', shows: `${EDITOR.name} (editor)`, needs: 'publish' },
    content('/admin/translations', 'needing an update because its English changed'),
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
