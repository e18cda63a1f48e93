import 'server-only';
import { byOrder, collectionQueries } from './collection';

const plans = collectionQueries('socialPlans', byOrder);
export const listSocialPlans = plans.list;
