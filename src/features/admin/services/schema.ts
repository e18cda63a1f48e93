import { z } from 'zod';
import { serviceSchema } from '@/content/service';

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

export const saveServiceInputSchema = z.strictObject({
  id: z.string().max(80),
  expectedVersion: z.number().int().min(1),
  values: serviceEditSchema,
});

export const restoreServiceInputSchema = z.strictObject({
  id: z.string().max(80),
  expectedVersion: z.number().int().min(1),
  /** The version to go back to: the data the document had before the save that made version + 1. */
  version: z.number().int().min(1),
});
