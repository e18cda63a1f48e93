'use server';

import { editorActions, sanitizeRichText } from '../editor-actions';
import { caseStudyEditSchema, caseStudyHtmlFields, caseStudyInputs } from './schema';

const caseStudies = editorActions({
  collection: 'caseStudies',
  inputs: caseStudyInputs,
  edit: caseStudyEditSchema,
  editableKeys: Object.keys(caseStudyEditSchema.shape),
  prepare: (values) => ({ values: sanitizeRichText(values, caseStudyHtmlFields) }),
});

/** Saves the case-studies editor: session, strict schema, HTML sanitised, then the write (SECURITY.md A1, D1–D3). */
export const saveCaseStudyAction = caseStudies.save;
export const restoreCaseStudyAction = caseStudies.restore;
