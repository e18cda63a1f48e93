import { z } from 'zod';
import { caseStudySchema } from '@/content/case-study';
import { slug } from '@/content/fields';
import { editorInputs } from '../editor-inputs';

/** What the case-studies editor changes (spec 001 "Case studies editor", plus the analysis); the rest is kept. */
export const caseStudyEditSchema = caseStudySchema.pick({
  title: true,
  client: true,
  industry: true,
  category: true,
  description: true,
  image: true,
  challenge: true,
  analysis: true,
  solution: true,
  results: true,
});
export type CaseStudyEdit = z.infer<typeof caseStudyEditSchema>;

/** The rich-text fields, sanitised on save (SECURITY.md D2) and again on render. */
export const caseStudyHtmlFields = ['challenge', 'analysis', 'solution', 'results'] as const;

/** The editor's tabs (spec 001): every case study, or those of one of these categories. */
export const caseStudyTabs = ['all', 'web3', 'ai-automation', 'seo-digital-marketing'] as const;
export type CaseStudyTab = (typeof caseStudyTabs)[number];

/** What the editor's save and restore take: a case study by its slug, the version loaded, the fields or a past version. */
export const caseStudyInputs = editorInputs(slug, caseStudyEditSchema);
