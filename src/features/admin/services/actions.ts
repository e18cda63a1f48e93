'use server';

import { editorActions } from '../editor-actions';
import { serviceEditSchema, serviceInputs } from './schema';

const services = editorActions({ collection: 'services', inputs: serviceInputs, edit: serviceEditSchema });

/** Saves the services editor (SECURITY.md A1, D1: session first, then the strict schema, then the write). */
export const saveServiceAction = services.save;
/** Restores a past version of a service. */
export const restoreServiceAction = services.restore;
