/** The two kinds, each with its own tab, collection and URL segment (`/admin/testimonials/<kind>[-<id>]`). */
export const testimonialKinds = ['text', 'video'] as const;
export type TestimonialKind = (typeof testimonialKinds)[number];

/** Where the admin is in the testimonials editor: a tab, and in it the open item if any. */
export interface TestimonialPlace {
  kind: TestimonialKind;
  id?: string;
}

/** The kind, then optionally `-` and the id (a slug, so the first hyphen after the kind always separates them). */
const segmentPattern = /^(text|video)(?:-([a-z0-9]+(?:-[a-z0-9]+)*))?$/;

/**
 * The item segment of `/admin/testimonials/<segment>`: none (the text tab), `text` or `video` (a tab's list), or
 * `text-<id>` / `video-<id>` (that testimonial's editor). Only letters, digits and hyphens, so the place survives
 * the trip through the login page (its `next` parameter accepts nothing else). Anything else is not a place here.
 */
export function parsePlace(segment: string | undefined): TestimonialPlace | undefined {
  if (segment === undefined) return { kind: 'text' };
  const match = segment.length <= 90 ? segmentPattern.exec(segment) : null;
  if (!match) return undefined;
  const kind = match[1] as TestimonialKind;
  return match[2] ? { kind, id: match[2] } : { kind };
}

export function placeHref({ kind, id }: TestimonialPlace): string {
  return `/admin/testimonials/${kind}${id ? `-${id}` : ''}`;
}
