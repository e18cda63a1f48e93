import type { Migration } from 'kysely';
import { initial } from './0001-initial';
import { leadPlan } from './0002-lead-plan';
import { accountsInbox } from './0003-accounts-inbox';
import { analytics } from './0004-analytics';
import { analyticsBounds } from './0005-analytics-bounds';
import { outboxRetention } from './0006-outbox-retention';
import { visitorDays } from './0007-visitor-days';
import { trash } from './0008-trash';
import { redirects } from './0009-redirects';
import { media } from './0010-media';
import { drafts } from './0011-drafts';
import { reviewLinks } from './0012-review-links';
import { schedules } from './0013-schedules';
import { staleTranslations } from './0014-stale-translations';
import { leadAttribution } from './0015-lead-attribution';
import { leadAssignment } from './0016-lead-assignment';
import { visitSource } from './0017-visit-source';
import { leadAlerts } from './0018-lead-alerts';
import { webhooks } from './0019-webhooks';
import { appSettings } from './0020-app-settings';
import { leadDigest } from './0021-lead-digest';
import { redirectLanguages } from './0022-redirect-languages';
import { editorPresence } from './0023-editor-presence';
import { contactFacts } from './0024-contact-facts';
import { adminTimeZone } from './0025-admin-time-zone';
import { mediaRevision } from './0026-media-revision';
import { revisionChanges } from './0027-revision-changes';
import { leadFormSource } from './0028-lead-form-source';
import { blockPages } from './0029-block-pages';
import { sessionNetwork } from './0030-session-network';
import { twoStep } from './0031-two-step';
import { passkeys } from './0032-passkeys';
import { translatorLanguages } from './0033-translator-languages';
import { reviewRequests } from './0034-review-requests';
import { translatorPublishes } from './0035-translator-publishes';

/** Every migration, in order. Names sort in application order and never change once released. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-lead-plan': leadPlan,
  '0003-accounts-inbox': accountsInbox,
  '0004-analytics': analytics,
  '0005-analytics-bounds': analyticsBounds,
  '0006-outbox-retention': outboxRetention,
  '0007-visitor-days': visitorDays,
  '0008-trash': trash,
  '0009-redirects': redirects,
  '0010-media': media,
  '0011-drafts': drafts,
  '0012-review-links': reviewLinks,
  '0013-schedules': schedules,
  '0014-stale-translations': staleTranslations,
  '0015-lead-attribution': leadAttribution,
  '0016-lead-assignment': leadAssignment,
  '0017-visit-source': visitSource,
  '0018-lead-alerts': leadAlerts,
  '0019-webhooks': webhooks,
  '0020-app-settings': appSettings,
  '0021-lead-digest': leadDigest,
  '0022-redirect-languages': redirectLanguages,
  '0023-editor-presence': editorPresence,
  '0024-contact-facts': contactFacts,
  '0025-admin-time-zone': adminTimeZone,
  '0026-media-revision': mediaRevision,
  '0027-revision-changes': revisionChanges,
  '0028-lead-form-source': leadFormSource,
  '0029-block-pages': blockPages,
  '0030-session-network': sessionNetwork,
  '0031-two-step': twoStep,
  '0032-passkeys': passkeys,
  '0033-translator-languages': translatorLanguages,
  '0034-review-requests': reviewRequests,
  '0035-translator-publishes': translatorPublishes,
};
