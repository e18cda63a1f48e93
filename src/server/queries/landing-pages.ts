import 'server-only';
import { byId, collectionQueries } from './collection';

const landingPages = collectionQueries('landingPages', byId);
export const getLandingPage = landingPages.get;
export const listLandingPages = landingPages.list;
