import { z } from 'zod';
import { projectSchema } from '@/content/project';
import { editorInputs } from '../editor-inputs';

/** What the projects editor changes (spec 001 "Projects editor"); the project's other fields are kept as stored. */
export const projectEditSchema = projectSchema.pick({
  title: true,
  categories: true,
  shortDescription: true,
  longDescription: true,
  image: true,
  client: true,
  technologies: true,
  gallery: true,
  challenge: true,
  solution: true,
  results: true,
});
export type ProjectEdit = z.infer<typeof projectEditSchema>;

/** The rich-text fields: HTML an admin writes, sanitised on save (SECURITY.md D2) and again on render. */
export const projectHtmlFields = ['longDescription', 'challenge', 'solution', 'results'] as const;

/** What the editor's save and restore take: a project by its number, the version loaded, the fields or a past version. */
export const projectInputs = editorInputs(z.string().regex(/^\d{1,6}$/), projectEditSchema);
