import 'server-only';
import { byOrder, collectionQueries } from './collection';

const text = collectionQueries('textTestimonials', byOrder);
export const listTextTestimonials = text.list;

const video = collectionQueries('videoTestimonials', byOrder);
export const listVideoTestimonials = video.list;
