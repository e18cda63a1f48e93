import 'server-only';
import { byNumericId, collectionQueries } from './collection';

const projects = collectionQueries('projects', byNumericId);
export const listProjects = projects.list;
export const getProject = projects.get;
