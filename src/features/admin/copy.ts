import editor from '../../../messages/admin/editor.json';
import login from '../../../messages/admin/login.json';
import panel from '../../../messages/admin/panel.json';
import services from '../../../messages/admin/services.json';

/**
 * The admin's words, one file per area under messages/admin/ (English only: the admin is not translated, so these stay
 * out of the visitors' catalogs in messages/<locale>/).
 */
export const adminCopy = { login, panel, editor, services };

export { fill } from './fill';
