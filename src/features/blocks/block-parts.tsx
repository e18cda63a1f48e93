import { Localized } from '@/components/site/localized';
import { SectionHeading } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button';
import { pick, type LocalizedText } from '@/content/fields';
import { type Images } from '@/features/media/picture';
import type { Translator } from '@/i18n/translator';
import type { Locale } from '@/lib/locales';
import { mayBePageAddress } from '@/lib/page-address';
import { isPagePath, localizedPath, paths } from '@/lib/paths';

export interface BlockContext {
  locale: Locale;
  t: Translator;
  images: Images;
}

type Action = { label: LocalizedText; href: string; style?: 'primary' | 'secondary' };

/** Where an action goes: a page of the site in the page's language, any other address as written. */
function actionHref(href: string, locale: Locale): string {
  const [path = ''] = href.split(/[?#]/);
  return href.startsWith('/') && (isPagePath(path) || mayBePageAddress(path)) ? localizedPath(locale, href) : href;
}

/** The analytics label of a link to the calculator or the contact page, the two the Sources report follows. */
function trackLabel(href: string): string | undefined {
  const [path] = href.split(/[?#]/);
  return path === paths.pricing ? 'Pricing calculator' : path === paths.contact ? 'Contact us' : undefined;
}

/** A block's buttons: filled or outlined as the editor chose (the first filled by default); `inverse` on dark bands. */
export function Actions({
  actions,
  locale,
  inverse,
  trackId,
}: {
  actions: readonly Action[];
  locale: Locale;
  inverse?: boolean;
  trackId: string;
}) {
  return actions.map((action, index) => {
    const style = action.style ?? (index === 0 ? 'primary' : 'secondary');
    const track = trackLabel(action.href);
    return (
      <a
        key={action.href + index}
        href={actionHref(action.href, locale)}
        className={buttonVariants({
          size: 'lg',
          variant: style === 'primary' ? 'primary' : inverse ? 'inverse' : 'secondary',
        })}
        data-track={track}
        data-track-id={track && `${trackId}-${index + 1}`}
      >
        <Localized text={action.label} locale={locale} />
      </a>
    );
  });
}

/**
 * A block's eyebrow, heading, lead text and buttons, when it has a heading; `id` labels the block's section. `side`
 * sets the buttons beside a start-aligned heading on wide screens (the lists of work), else they follow the text.
 */
export function Heading({
  id,
  block,
  locale,
  align = 'center',
  side = false,
}: {
  id: string;
  block: { heading?: LocalizedText; text?: LocalizedText; eyebrow?: LocalizedText; actions?: readonly Action[] };
  locale: Locale;
  align?: 'center' | 'start';
  side?: boolean;
}) {
  if (!block.heading) return null;
  const actions = block.actions?.length ? <Actions actions={block.actions} locale={locale} trackId={id} /> : undefined;
  const heading = (
    <SectionHeading
      id={id}
      align={side ? 'start' : align}
      eyebrow={block.eyebrow ? pick(block.eyebrow, locale) : undefined}
      title={pick(block.heading, locale)}
      description={block.text ? pick(block.text, locale) : undefined}
      actions={side ? undefined : actions}
    />
  );
  if (!side || !actions) return <div className="mb-12">{heading}</div>;
  return (
    <div className="mb-12 flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
      {heading}
      <div className="flex flex-wrap gap-3">{actions}</div>
    </div>
  );
}
