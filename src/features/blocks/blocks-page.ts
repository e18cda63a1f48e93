import 'server-only';
import type { VideoFacadeProps } from '@/components/site/video-facade-client';
import type { BlockOf } from '@/content/blocks';
import type { CaseStudy } from '@/content/case-study';
import { pick } from '@/content/fields';
import { leadOf, type LandingPage } from '@/content/landing-page';
import { missingSharedBlocks, withSharedBlocks, type PlacedBlock } from '@/content/shared-block';
import type { Project } from '@/content/project';
import type { Service } from '@/content/service';
import { logoStripProps, testimonialsCarouselProps } from '@/features/home/island-props';
import type { LogoStripProps } from '@/features/home/logo-strip-client';
import type { TestimonialsCarouselProps } from '@/features/home/testimonials-client';
import type { ContactFormProps } from '@/features/leads/contact-form-client';
import { leadFormProps } from '@/features/leads/forms';
import { imagePreload } from '@/components/site/picture';
import { imagesFor, type Images } from '@/features/media/picture';
import { heroImageSizes } from './hero-image';
import { faqPageJsonLd, type Json } from '@/features/seo/json-ld';
import { translatorFor, type Translator } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { paths } from '@/lib/paths';
import { listCaseStudies } from '@/server/queries/case-studies';
import { listClientLogos } from '@/server/queries/client-logos';
import { listProjects } from '@/server/queries/projects';
import { listServices } from '@/server/queries/services';
import { listSharedBlocks } from '@/server/queries/shared-blocks';
import { listTextTestimonials } from '@/server/queries/testimonials';

/** A block as a page shows it: the block, with what it lists and the props of its island where it has one. */
export type ShownBlock =
  | { key: string; block: BlockOf<'services'>; services: Service[] }
  | { key: string; block: BlockOf<'projects'>; projects: Project[] }
  | { key: string; block: BlockOf<'caseStudies'>; studies: CaseStudy[] }
  | { key: string; block: BlockOf<'testimonials'>; carousel: TestimonialsCarouselProps }
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
async function blockData(blocks: readonly PlacedBlock[], locale: Locale, address: string) {
  const needs = new Set(blocks.map((block) => block.type));
  const when = <T>(type: PlacedBlock['type'], read: () => Promise<T[]>): Promise<T[]> =>
    needs.has(type) ? read() : Promise.resolve([]);
  const [services, projects, studies, testimonials, logos, form] = await Promise.all([
    when('services', listServices),
    when('projects', listProjects),
    when('caseStudies', listCaseStudies),
    when('testimonials', listTextTestimonials),
    when('logos', listClientLogos),
    needs.has('contactForm') ? leadFormProps(locale, paths.landingPage(address), 'contact') : undefined,
  ]);
  return { services, projects, studies, testimonials, logos, form };
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

/**
 * What a page built from blocks shows in `locale`, or undefined when there is no such page: its blocks (the hidden
 * ones left out, each shared block as it is now) with what each lists, and its structured data (the questions of its
 * FAQ blocks as one FAQPage). `missing` names the shared blocks it places that are no longer there (the live preview
 * tells the editor).
 */
export async function blocksPage(page: LandingPage, locale: Locale) {
  // Read once per page, through the collection's cache: an edit of a shared block shows on every page at once.
  const shared = page.blocks.some((block) => block.type === 'shared') ? await listSharedBlocks() : [];
  const blocks = withSharedBlocks(page.blocks, shared);
  const [t, images, data] = await Promise.all([
    translatorFor(locale),
    imagesFor(locale),
    blockData(blocks, locale, page.id),
  ]);
  const context = { locale, t, images };
  const questions = blocks.flatMap((block) =>
    block.type === 'faq'
      ? block.items.map((item) => ({ question: pick(item.question, locale), answer: pick(item.answer, locale) }))
      : [],
  );
  const structuredData: Json[] = questions.length ? [faqPageJsonLd(questions)] : [];
  const first = blocks[0];
  const heroImage = first?.type === 'hero' && first.image ? images.resolve(first.image, '').image : undefined;
  return {
    title: pick(page.title, locale),
    description: pick(leadOf({ ...page, blocks }), locale),
    /** The opening hero's picture, fetched first on wide screens only (see heroImageSizes). */
    heroPreload: heroImage && imagePreload(heroImage, heroImageSizes.wide, heroImageSizes.wideMedia),
    blocks: blocks.map((block, index) => shown(block, `${index}`, data, context) as ShownBlock),
    structuredData,
    context,
    missing: missingSharedBlocks(page.blocks, shared),
  };
}
