import { pick } from '@/content/fields';
import type { ClientLogo } from '@/content/client-logo';
import type { TextTestimonial, VideoTestimonial } from '@/content/testimonial';
import { imageVariants } from '@/lib/images';
import type { Images } from '@/features/media/picture';
import type { Translator } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import type { LogoStripProps } from './logo-strip-client';
import type { TestimonialsCarouselProps } from './testimonials-client';
import type { VideoTestimonialsProps } from './video-testimonials-client';

/** The client-logo strip's props: the logos and the strip's name, in the page's language. */
export function logoStripProps(logos: readonly ClientLogo[], t: Translator): LogoStripProps {
  return { logos: logos.map((logo) => ({ name: logo.name, image: logo.image })), label: t('home.logosLabel') };
}

/** The testimonials carousel's props: its slides and labels in `locale`, each photo as the media library has it. */
export function testimonialsCarouselProps(
  testimonials: readonly TextTestimonial[],
  { locale, t, images }: { locale: Locale; t: Translator; images: Images },
): TestimonialsCarouselProps {
  return {
    labels: { previous: t('home.previous'), next: t('home.next'), region: t('home.testimonialsTitle') },
    items: testimonials.map((item, index) => ({
      slideLabel: t('home.slide', { current: index + 1, total: testimonials.length }),
      id: item.id,
      name: item.name,
      role: pick(item.role, locale),
      quote: pick(item.quote, locale),
      photo: images.resolve(item.image, '').image,
      rating: item.rating,
      ratingLabel: t('cards.rating', { rating: item.rating }),
    })),
  };
}

/** The video testimonials' props: each clip with its poster, its reviewer and its labels in `locale`. */
export function videoTestimonialsProps(
  videos: readonly VideoTestimonial[],
  { locale, t }: { locale: Locale; t: Translator },
): VideoTestimonialsProps {
  return {
    unsupported: t('video.unsupported'),
    items: videos.map((video) => ({
      id: video.id,
      src: video.videoUrl,
      poster: imageVariants(video.poster).at(-1)?.webp ?? video.poster,
      company: video.company,
      reviewer: video.reviewer,
      role: pick(video.role, locale),
      rating: video.rating,
      ratingLabel: t('cards.rating', { rating: video.rating }),
      playLabel: t('home.playVideo', { reviewer: video.reviewer, company: video.company }),
      pauseLabel: t('home.pauseVideo', { reviewer: video.reviewer, company: video.company }),
    })),
  };
}
