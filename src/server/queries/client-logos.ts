import 'server-only';
import { byOrder, collectionQueries } from './collection';

const logos = collectionQueries('clientLogos', byOrder);
export const listClientLogos = logos.list;
