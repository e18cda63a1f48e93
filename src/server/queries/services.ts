import 'server-only';
import { byOrder, collectionQueries } from './collection';

const services = collectionQueries('services', byOrder);
export const listServices = services.list;
export const getService = services.get;
export const getServiceForEdit = services.getForEdit;
