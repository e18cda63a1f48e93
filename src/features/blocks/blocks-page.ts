import 'server-only';
import type { VideoFacadeProps } from '@/components/site/video-facade-client';
import type { BlockOf } from '@/content/blocks';
import type { CaseStudy } from '@/content/case-study';
import { pick } from '@/content/fields';
import { leadOf, type LandingPage } from '@/content/landing-page';
import type { PageOf } from '@/content/page';
import { missingSharedBlocks, withSharedBlocks, type PlacedBlock } from '@/content/shared-block';
import type { Project } from '@/content/project';
import type { Service } from '@/content/service';
import { logoStripProps, testimonialsCarouselProps, videoTestimonialsProps } from '@/features/home/island-props';
import type { VideoTestimonialsProps } from '@/features/home/video-testimonials-client';
import type { HomePreloaderProps } from '@/features/home/warm-images';
import type { LogoStripProps } from '@/features/home/logo-strip-client';
import type { TestimonialsCarouselProps } from '@/features/home/testimonials-client';
import type { ContactFormProps } from '@/features/leads/contact-form-client';
import { leadFormProps } from '@/features/leads/forms';
import { imagePreload } from '@/components/site/picture';
import { imagesFor, type Images } from '@/features/media/picture';
import { heroImageSizes } from './hero-image';
import { faqPageJsonLd, organizationJsonLd, type Json } from '@/features/seo/json-ld';
import { pageMetadata } from '@/features/seo/metadata';
import { writtenIn } from '@/features/seo/written-in';
import { translatorFor, type Translator } from '@/i18n/translator';
import { imageVariants } from '@/lib/images';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { listCaseStudies } from '@/server/queries/case-studies';
import { listClientLogos } from '@/server/queries/client-logos';
import { listProjects } from '@/server/queries/projects';
import { listServices } from '@/server/queries/services';
import { listSharedBlocks } from '@/server/queries/shared-blocks';
import { getSiteSettings } from '@/server/queries/settings';
import { listTextTestimonials, listVideoTestimonials } from '@/server/queries/testimonials';

/** The width of a card of work, for the pictures the home page warms. */
const cardSizes = '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw';

/** A block as a page shows it: the block, with what it lists and the props of its island where it has one. */
export type ShownBlock =
  | { key: string; block: BlockOf<'services'>; services: Service[] }
  | { key: string; block: BlockOf<'projects'>; projects: Project[] }
  | { key: string; block: BlockOf<'caseStudies'>; studies: CaseStudy[] }
  | {
      key: string;
      block: BlockOf<'testimonials'>;
      carousel: TestimonialsCarouselProps;
      /** The video testimonials under the carousel, when the block has a heading for them. */
      videos?: VideoTestimonialsProps;
    }
  | { key: string; block: BlockOf<'logos'>; strip: LogoStripProps }
  | { key: string; block: BlockOf<'video'>; facade: VideoFacadeProps }
  | { key: string; block: BlockOf<'contactForm'>; form: ContactFormProps }
  | {
      key: string;
      block: Exclude<
        PlacedBlock,
        { type: 'services' | 'projects' | 'caseStudies' | 'testimonials' | 'logos' | 'video' | 'contactForm' }
      >;
    };

/** What a page's blocks read: each list is read only when a shown block needs it. */
async function blockData(blocks: readonly PlacedBlock[], locale: Locale, path: string, home: boolean) {
  const needs = new Set(blocks.map((block) => block.type));
  const when = <T>(needed: boolean, read: () => Promise<T[]>): Promise<T[]> => (needed ? read() : Promise.resolve([]));
  const videosShown = blocks.some((block) => block.type === 'testimonials' && block.videosHeading);
  // The home page warms the pictures of the next pages' cards, so it reads every list of work.
  const [services, projects, studies, testimonials, videos, logos, form] = await Promise.all([
    when(home || needs.has('services'), listServices),
    when(home || needs.has('projects'), listProjects),
    when(home || needs.has('caseStudies'), listCaseStudies),
    when(needs.has('testimonials'), listTextTestimonials),
    when(videosShown, listVideoTestimonials),
    when(needs.has('logos'), listClientLogos),
    needs.has('contactForm') ? leadFormProps(locale, path, 'contact') : undefined,
  ]);
  return { services, projects, studies, testimonials, videos, logos, form };
}

type Data = Awaited<ReturnType<typeof blockData>>;

/** The items chosen, in their order; else the first `limit` of the list (of a category, when one is named). */
function chosenOr<T extends { id: string | number; categories?: readonly string[]; category?: string }>(
  all: readonly T[],
  ids: readonly (string | number)[],
  limit: number,
  category?: string,
): T[] {
  if (ids.length) {
    const byId = new Map(all.map((item) => [item.id, item]));
    return ids.flatMap((id) => byId.get(id) ?? []).slice(0, limit);
  }
  const inCategory = category
    ? all.filter((item) => item.categories?.includes(category) || item.category === category)
    : all;
  return inCategory.slice(0, limit);
}

function shown(
  block: PlacedBlock,
  key: string,
  data: Data,
  context: { locale: Locale; t: Translator; images: Images },
) {
  const { t } = context;
  switch (block.type) {
    case 'services': {
      const byId = new Map(data.services.map((service) => [service.id, service]));
      const services = block.serviceIds.length ? block.serviceIds.flatMap((id) => byId.get(id) ?? []) : data.services;
      return { key, block, services };
    }
    case 'projects':
      // Newest first when the block names none: the portfolio numbers its projects in the order they were added.
      return {
        key,
        block,
        projects: chosenOr([...data.projects].reverse(), block.projectIds, block.limit, block.category),
      };
    case 'caseStudies':
      return { key, block, studies: chosenOr(data.studies, block.caseStudyIds, block.limit, block.category) };
    case 'testimonials':
      return {
        key,
        block,
        carousel: testimonialsCarouselProps(chosenOr(data.testimonials, block.testimonialIds, block.limit), context),
        videos: block.videosHeading ? videoTestimonialsProps(data.videos, context) : undefined,
      };
    case 'logos':
      return { key, block, strip: logoStripProps(data.logos, t) };
    case 'video': {
      const title = pick(block.title, context.locale);
      const facade = { youtubeId: block.youtubeId, title, playLabel: t('video.play', { title }) };
      return { key, block, facade: { ...facade, loadingLabel: t('video.loading'), className: 'mx-auto max-w-4xl' } };
    }
    case 'contactForm': {
      const form = data.form!;
      const contactForm: ContactFormProps = {
        labels: { ...form.labels, budgetPlaceholder: t('forms.budgetPlaceholder') },
        captcha: form.captcha,
        services: form.services,
        budgets: form.budgets,
        // The label the page's editor gave the form: every lead sent from it carries it.
        hidden: { ...form.hidden, formSource: block.source },
        permalink: form.permalink,
        defaults: {},
      };
      return { key, block, form: contactForm };
    }
    default:
      return { key, block };
  }
}

/** A page built from blocks: a landing page, or the home, about or process page. */
export type BlockSource = LandingPage | PageOf<'home'> | PageOf<'about'> | PageOf<'process'>;

/** Where a page built from blocks stands, the SEO entry it reads, and what it says of itself without one. */
function frameOf(source: BlockSource, blocks: PlacedBlock[]) {
  if ('title' in source)
    return {
      path: paths.landingPage(source.id),
      seoKey: `page:${source.id}`,
      fallback: { title: source.title, description: leadOf({ ...source, blocks }) },
      written: writtenIn.landingPage(source),
    };
  return { path: paths[source.id], seoKey: source.id };
}

/** The card pictures the home page warms once it is idle, for the pages a visitor goes to next. */
function warmedImages(data: Data): HomePreloaderProps {
  const images = [...data.projects, ...data.services, ...data.studies]
    .map((item) => item.image)
    .filter((src): src is string => src !== undefined && imageVariants(src).length > 0);
  return { images: [...new Set(images)], sizes: cardSizes };
}

/**
 * What a page built from blocks shows in `locale`: its metadata, its blocks (the hidden ones left out, each shared block
 * as it is now) with what each lists, and its structured data (the questions of its FAQ blocks as one FAQPage; the
 * organization on the home page). `live` draws it for the editor's live preview, which no search engine indexes.
 */
export async function blocksPage(source: BlockSource, locale: Locale, { live = false }: { live?: boolean } = {}) {
  // Read once per page, through the collection's cache: an edit of a shared block shows on every page at once.
  const shared = source.blocks.some((block) => block.type === 'shared') ? await listSharedBlocks() : [];
  // The hidden blocks left out, each shared block as it is now.
  const blocks = withSharedBlocks(source.blocks, shared);
  const frame = frameOf(source, blocks);
  const home = source.id === 'home' && !('title' in source);
  const [t, images, data, site, metadata] = await Promise.all([
    translatorFor(locale),
    imagesFor(locale),
    blockData(blocks, locale, frame.path, home),
    home ? getSiteSettings() : undefined,
    pageMetadata({
      locale,
      path: frame.path,
      seoKey: frame.seoKey,
      fallback: frame.fallback && {
        title: pick(frame.fallback.title, locale),
        description: pick(frame.fallback.description, locale),
      },
      written: frame.written,
      noIndex: live,
    }),
  ]);
  const context = { locale, t, images };
  const questions = blocks.flatMap((block) =>
    block.type === 'faq'
      ? block.items.map((item) => ({ question: pick(item.question, locale), answer: pick(item.answer, locale) }))
      : [],
  );
  const structuredData: Json[] = [
    ...(site ? [organizationJsonLd(site, locale)] : []),
    ...(questions.length ? [faqPageJsonLd(questions)] : []),
  ];
  const first = blocks[0];
  const heroImage = first?.type === 'hero' && first.image ? images.resolve(first.image, '').image : undefined;
  // pageMetadata names a page by its SEO entry's title, as it is (`{ absolute }`).
  const title = metadata.title as { absolute: string };
  return {
    path: frame.path,
    metadata,
    /** The page's name, its h1 for assistive technology when it does not open with a hero. */
    title: frame.fallback ? pick(frame.fallback.title, locale) : title.absolute,
    /** The opening hero's picture, fetched first on wide screens only (see heroImageSizes). */
    heroPreload: heroImage && imagePreload(heroImage, heroImageSizes.wide, heroImageSizes.wideMedia),
    blocks: blocks.map((block, index) => shown(block, `${index}`, data, context) as ShownBlock),
    structuredData,
    preloader: home ? warmedImages(data) : undefined,
    context,
    /** The shared blocks the page places that are no longer there (the live preview tells the editor). */
    missing: missingSharedBlocks(source.blocks, shared),
  };
}
