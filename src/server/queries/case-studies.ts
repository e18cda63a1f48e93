import 'server-only';
import { byId, collectionQueries } from './collection';

const caseStudies = collectionQueries('caseStudies', byId);
export const listCaseStudies = caseStudies.list;
export const getCaseStudy = caseStudies.get;
