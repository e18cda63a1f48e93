import { z } from 'zod';
import { serviceSchema } from '@/content/service';
import { editorInputs } from '../editor-inputs';

/** What the services editor changes (spec 001 "Services editor"); the service's other fields are kept as stored. */
export const serviceEditSchema = serviceSchema.pick({
  title: true,
  description: true,
  image: true,
  secondaryImage: true,
  features: true,
  technologies: true,
  process: true,
  benefits: true,
});
export type ServiceEdit = z.infer<typeof serviceEditSchema>;

/** What the editor's save and restore take: a service by its id, the version loaded, the fields or a past version. */
export const serviceInputs = editorInputs(z.string().max(80), serviceEditSchema);
