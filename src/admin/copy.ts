import account from '@messages/admin/account.json';
import activity from '@messages/admin/activity.json';
import analytics from '@messages/admin/analytics.json';
import editor from '@messages/admin/editor.json';
import leads from '@messages/admin/leads.json';
import login from '@messages/admin/login.json';
import overview from '@messages/admin/overview.json';
import panel from '@messages/admin/panel.json';
import roles from '@messages/admin/roles.json';
import passkeys from '@messages/admin/passkeys.json';
import services from '@messages/admin/services.json';
import twoStep from '@messages/admin/two-step.json';
import users from '@messages/admin/users.json';

/**
 * The admin's words, one file per area under messages/admin/ (English only: the admin is not translated, so these stay
 * out of the visitors' catalogs in messages/<locale>/).
 */
export const adminCopy = {
  login,
  panel,
  editor,
  services,
  leads,
  users,
  account,
  activity,
  analytics,
  overview,
  twoStep,
  passkeys,
  roles,
};

export { fill } from './fill';
