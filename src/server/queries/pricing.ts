import 'server-only';
import { byOrder, collectionQueries } from './collection';

const pricing = collectionQueries('pricing', byOrder);
export const listPricingCatalogues = pricing.list;
export const getPricingCatalogueForEdit = pricing.getForEdit;
