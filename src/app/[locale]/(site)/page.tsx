import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { carouselIcons, testimonialVideoIcons } from '@/components/site/island-icons';
import { homePage, HomeView } from '@/features/home/home-view';
import { LogoStrip } from '@/features/home/logo-strip-client';
import { HomePreloader } from '@/features/home/preloader-client';
import { TestimonialsCarousel } from '@/features/home/testimonials-client';
import { VideoTestimonials } from '@/features/home/video-testimonials-client';
import { JsonLd } from '@/features/seo/json-ld-next';
import { pageMetadata } from '@/features/seo/metadata';
import { pageLocale } from '@/i18n/params';
import { paths } from '@/lib/paths';

type Props = PageProps<'/[locale]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata({ locale: await pageLocale(params), path: paths.home, seoKey: 'home' });
}

export default async function HomePage({ params }: Props) {
  const view = await homePage(await pageLocale(params));
  if (!view) notFound();
  // A draft's preview only (the public home page is the islands renderer's): without the hero picture's early fetch.
  const { structuredData, islands, heroPreload: _heroPreload, ...props } = view;
  return (
    <>
      <JsonLd data={structuredData} />
      <HomeView
        {...props}
        logos={<LogoStrip {...islands.logos} />}
        testimonials={<TestimonialsCarousel {...islands.testimonials} {...carouselIcons} />}
        videos={<VideoTestimonials {...islands.videos} {...testimonialVideoIcons} />}
        preloader={<HomePreloader {...islands.preloader} />}
      />
    </>
  );
}
