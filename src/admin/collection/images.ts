import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_HOSTS } from '@/lib/security/csp';
import { parseMediaPath } from '@/lib/media-url';
import type { MediaItem } from '@/server/media/library';
import mediaCopy from '@messages/admin/media.json';
import { missingAlt } from '../media/library-query';
import collectionsCopy from '@messages/admin/collections.json';
import { fill } from '../fill';
import type { FieldSpec } from './form-fields';

const PUBLIC_DIR = path.join(process.cwd(), 'public');

/**
 * Why an image address would show a blank picture, or nothing: a site path with no file behind it, or a host the
 * pages' Content Security Policy does not load images from (`offSite` images, read by other sites, may be on any).
 */
export function imageProblem(
  address: string,
  {
    offSite = false,
    media,
    needsAlt = false,
  }: { offSite?: boolean; media?: ReadonlyMap<string, MediaItem>; needsAlt?: boolean } = {},
): string | undefined {
  const e = collectionsCopy.errors;
  const library = parseMediaPath(address);
  if (library) {
    const item = media?.get(library.id);
    if (!item) return fill(e.mediaMissing, { path: address });
    const missing = needsAlt ? missingAlt(item) : [];
    if (missing.length === 0) return undefined;
    const languages = missing.map((locale) => mediaCopy.details.languages[locale]).join(', ');
    return fill(e.mediaAltMissing, { name: item.fileName, languages });
  }
  if (address.startsWith('/')) {
    const file = path.join(PUBLIC_DIR, path.normalize(decodeURIComponent(address)));
    return file.startsWith(`${PUBLIC_DIR}${path.sep}`) && existsSync(file)
      ? undefined
      : fill(e.imageMissing, { path: address });
  }
  if (offSite) return undefined;
  let origin: string;
  try {
    origin = new URL(address).origin;
  } catch {
    return undefined; // The schema refuses what is no address at all, in its own words.
  }
  return IMAGE_HOSTS.includes(origin) ? undefined : fill(e.imageHost, { host: new URL(address).host });
}

/**
 * The problems of every image field in a form's values, by the path its error is shown at (`image`, `gallery.2`,
 * `team.0.photo`): the check the schema cannot make, run on the server before a save. A media library image must be
 * in the library and, unless the field is `decorative`, have its alt text in every language: pages describe a library
 * image with it.
 */
export function imageProblems(
  fields: readonly FieldSpec[],
  values: Record<string, unknown>,
  media: ReadonlyMap<string, MediaItem> = new Map(),
  prefix = '',
  /** A draft's images need not be described yet: only publishing does (src/lib/draft-rules.ts). */
  { draft = false }: { draft?: boolean } = {},
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    const at = `${prefix}${field.name}`;
    const options = {
      offSite: field.offSite,
      media,
      needsAlt: !draft && !field.decorative && !field.offSite,
    };
    if (field.kind === 'image' && typeof value === 'string' && value) {
      const problem = imageProblem(value, options);
      if (problem) problems[at] = problem;
    } else if (field.kind === 'imageList' && Array.isArray(value)) {
      value.forEach((item, index) => {
        const problem = typeof item === 'string' && item ? imageProblem(item, options) : undefined;
        if (problem) problems[`${at}.${index}`] = problem;
      });
    } else if (field.kind === 'group' && field.fields && value && typeof value === 'object') {
      Object.assign(
        problems,
        imageProblems(field.fields, value as Record<string, unknown>, media, `${at}.`, { draft }),
      );
    } else if ((field.kind === 'groupList' || field.kind === 'blocks') && Array.isArray(value)) {
      value.forEach((item, index) => {
        if (!item || typeof item !== 'object') return;
        const record = item as Record<string, unknown>;
        // A block's fields are those of its kind.
        const fields = field.fields ?? field.blocks?.find((block) => block.type === record.type)?.fields ?? [];
        Object.assign(problems, imageProblems(fields, record, media, `${at}.${index}.`, { draft }));
      });
    }
  }
  return problems;
}
