import 'server-only';
import { byOrder, collectionQueries } from './collection';

const text = collectionQueries('textTestimonials', byOrder);
export const listTextTestimonials = text.list;
export const getTextTestimonial = text.get;
export const getTextTestimonialForEdit = text.getForEdit;
export const saveTextTestimonial = text.save;

const video = collectionQueries('videoTestimonials', byOrder);
export const listVideoTestimonials = video.list;
export const getVideoTestimonial = video.get;
export const getVideoTestimonialForEdit = video.getForEdit;
export const saveVideoTestimonial = video.save;
