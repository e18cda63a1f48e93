import { z } from 'zod';
import { imageRef, slug } from './fields';

export const clientLogoSchema = z
  .object({ id: slug, order: z.number().int().min(0), name: z.string().trim().min(1).max(80), image: imageRef })
  .strict();
export type ClientLogo = z.infer<typeof clientLogoSchema>;
