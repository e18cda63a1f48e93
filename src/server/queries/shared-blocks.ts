import 'server-only';
import { byId, collectionQueries } from './collection';

const sharedBlocks = collectionQueries('sharedBlocks', byId);
export const listSharedBlocks = sharedBlocks.list;
