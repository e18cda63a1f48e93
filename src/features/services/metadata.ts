import 'server-only';
import type { Metadata } from 'next';
import { pick } from '@/content/fields';
import type { Service } from '@/content/service';
import { pageMetadata } from '@/features/seo/metadata';
import { writtenIn } from '@/features/seo/written-in';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';

/** A service's metadata in `locale`: its SEO entry where it has one, else its own title, description and image. */
export function serviceMetadata(service: Service, locale: Locale): Promise<Metadata> {
  return pageMetadata({
    locale,
    path: paths.service(service.id),
    seoKey: `service:${service.id}`,
    written: writtenIn.service(service),
    fallback: {
      title: pick(service.title, locale),
      description: pick(service.description, locale),
      image: service.image,
    },
  });
}
