import 'server-only';
import type { Metadata } from 'next';
import { pick } from '@/content/fields';
import type { CaseStudy } from '@/content/case-study';
import { pageMetadata } from '@/features/seo/metadata';
import { writtenIn } from '@/features/seo/written-in';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';

/** A case study's metadata in `locale`: its SEO entry where it has one, else its own title, description and image. */
export function caseStudyMetadata(study: CaseStudy, locale: Locale): Promise<Metadata> {
  return pageMetadata({
    locale,
    path: paths.caseStudy(study.id),
    seoKey: `case-study:${study.id}`,
    written: writtenIn.caseStudy(study),
    fallback: { title: pick(study.title, locale), description: pick(study.description, locale), image: study.image },
  });
}
