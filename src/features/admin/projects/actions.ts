'use server';

import { editorActions, sanitizeRichText } from '../editor-actions';
import { projectEditSchema, projectHtmlFields, projectInputs } from './schema';

const projects = editorActions({
  collection: 'projects',
  inputs: projectInputs,
  edit: projectEditSchema,
  editableKeys: Object.keys(projectEditSchema.shape),
  prepare: (values) => ({ values: sanitizeRichText(values, projectHtmlFields) }),
});

/** Saves the projects editor: session, strict schema, HTML sanitised, then the write (SECURITY.md A1, D1–D3). */
export const saveProjectAction = projects.save;
export const restoreProjectAction = projects.restore;
