import 'server-only';
import { byId, collectionQueries } from './collection';

const menus = collectionQueries('menus', byId);

/** The site's menus (one document, `main`), as a draft's preview has them for a signed-in admin. */
export const getMenus = () => menus.get('main');
