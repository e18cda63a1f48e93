import 'server-only';
import { byId, collectionQueries } from './collection';

const seo = collectionQueries('seo', byId);
export const listSeoEntries = seo.list;
export const getSeoEntry = seo.get;
export const getSeoEntryForEdit = seo.getForEdit;
