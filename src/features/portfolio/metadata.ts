import 'server-only';
import type { Metadata } from 'next';
import { pick } from '@/content/fields';
import type { Project } from '@/content/project';
import { pageMetadata } from '@/features/seo/metadata';
import { writtenIn } from '@/features/seo/written-in';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';

/** A project's metadata in `locale`: its SEO entry where it has one, else its own title, description and image. */
export function projectMetadata(project: Project, locale: Locale): Promise<Metadata> {
  return pageMetadata({
    locale,
    path: paths.project(project.id),
    seoKey: `project:${project.id}`,
    written: writtenIn.project(project),
    fallback: {
      title: pick(project.title, locale),
      description: pick(project.shortDescription, locale),
      image: project.image,
    },
  });
}
