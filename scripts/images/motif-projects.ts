/** Project and case-study covers (devices beside or below the title) and their gallery images. */
import type { ImageGroup } from '../../src/lib/images';
import { backdrop } from './backgrounds';
import { BRAND } from './config';
import { browser, phone } from './devices';
import type { MobileKind } from './mobile-screens';
import { frameFor, type Frame } from './motif-frame';
import { domainFor, genericDomain, makeArt, type Art, type Domain, type ScreenKind } from './palettes';
import { categoryLabels, categoryOf, domainOf, itemKey, labelOf, ordinalOf, type Reference } from './references';
import { circle, rect, text, textBlock } from './svg';
import { fitTitle, measure, wrap } from './text-measure';
import { at, hash, textOf } from './utils';

type Layout = 'side' | 'below';

/** What a project of a category shows: the cover's main screen (plus a phone), then one screen per gallery image. */
interface CategoryDesign {
  cover: ScreenKind | 'phones';
  phone?: MobileKind;
  gallery: readonly (ScreenKind | MobileKind)[];
}

const mobileKinds: readonly MobileKind[] = ['home', 'chart', 'feed', 'profile'];

function isMobileKind(kind: string): kind is MobileKind {
  return mobileKinds.some((mobile) => mobile === kind);
}

function designFor(category: string, domain: Domain): CategoryDesign {
  switch (category) {
    case 'mobile-app':
      return { cover: 'phones', gallery: ['home', 'chart', 'feed', 'profile'] };
    case 'web3':
      return { cover: 'wallet', phone: 'home', gallery: ['wallet', 'dashboard', 'list', 'home'] };
    case 'ai-automation':
      return { cover: 'chat', gallery: ['chat', 'dashboard', 'list', 'home'] };
    case 'seo-digital-marketing':
      return { cover: 'analytics', gallery: ['analytics', 'dashboard', 'detail', 'chart'] };
    case 'crm-erp':
      return { cover: 'kanban', phone: 'home', gallery: ['kanban', 'list', 'dashboard', 'home'] };
    default: {
      const others = (['detail', 'dashboard', 'list', 'store'] as const).filter(
        (kind) => kind !== domain.kind && (kind !== 'store' || domain.heading !== genericDomain.heading),
      );
      return { cover: domain.kind, phone: 'feed', gallery: [domain.kind, ...others.slice(0, 2), 'home'] };
    }
  }
}

/** Devices for a cover, placed right of (or below) the title. */
function coverDevices(
  a: Art,
  f: Frame,
  url: string,
  kind: ScreenKind,
  withPhone: MobileKind | undefined,
  layout: Layout,
): string {
  if (layout === 'side') {
    const bx = f.vw * 0.42;
    const by = f.vh * 0.2;
    const device = browser(a, bx, by, f.vw * 0.66, f.vh * 0.95, kind, url, 0.78);
    return device + (withPhone ? phone(a, bx - 70, f.vh * 0.5, 210, withPhone) : '');
  }
  const bw = f.vw * 0.8;
  const device = browser(a, (f.vw - bw) / 2, f.vh * 0.4, bw, f.vh * 0.75, kind, url, 0.8);
  return device + (withPhone ? phone(a, f.vw * 0.8, f.vh * 0.52, 190, withPhone, 0) : '');
}

function phonesCover(a: Art, f: Frame, layout: Layout): string {
  if (layout === 'side') {
    return phone(a, f.vw * 0.5, f.vh * 0.28, 280, 'chart', -8) + phone(a, f.vw * 0.7, f.vh * 0.14, 300, 'home', 0);
  }
  return (
    phone(a, f.vw * 0.2, f.vh * 0.5, 250, 'feed', -6) +
    phone(a, f.vw * 0.5 - 140, f.vh * 0.4, 280, 'home', 0) +
    phone(a, f.vw * 0.8 - 250, f.vh * 0.5, 250, 'chart', 6)
  );
}

function layoutOf(key: string): Layout {
  return (hash(`${key}:layout`) & 3) === 0 ? 'below' : 'side';
}

/** Category pill, title and (when the title does not already name it) client line of a cover. */
function coverText(f: Frame, layout: Layout, label: string, title: string, client: string): string {
  const fit =
    layout === 'side'
      ? fitTitle(title, f.vw * 0.34, [72, 64, 58, 52], 3)
      : fitTitle(title, f.vw * 0.8, [76, 66, 58], 2);
  const anchor = layout === 'side' ? 'start' : 'middle';
  const x = layout === 'side' ? 96 : f.vw / 2;
  const pillW = measure(label, 22) + 64;
  const pillX = layout === 'side' ? x : x - pillW / 2;
  const top = layout === 'side' ? 130 : 70;
  const titleY = top + 62 + fit.size * 0.95;
  const clientY = titleY + (fit.lines.length - 1) * fit.size * 1.1 + 60;
  const firstWord = client.split(/\s+/)[0]?.toLowerCase() ?? '';
  const showClient = layout === 'side' && client && !title.toLowerCase().includes(firstWord);
  return [
    rect(
      pillX,
      top,
      pillW,
      48,
      24,
      '#ffffff',
      'fill-opacity="0.14" stroke="#ffffff" stroke-opacity="0.3" stroke-width="1.5"',
    ),
    circle(pillX + 28, top + 24, 7, BRAND.amber),
    text(pillX + 46, top + 32, label, 22, '#ffffff', { weight: 600 }),
    textBlock(fit.lines, x, titleY, fit.size, 1.1, '#ffffff', { weight: 800, anchor, spacing: -1 }),
    showClient
      ? text(x, clientY, wrap(client, f.vw * 0.34, 28, 1, false).lines[0] ?? '', 28, '#ffffff', {
          weight: 500,
          opacity: 0.75,
          anchor,
        })
      : '',
  ].join('');
}

function projectGroup(sitePath: string): ImageGroup {
  return sitePath.startsWith('/images/case-studies/') ? 'case-studies' : 'projects';
}

export function projectCover(ref: Reference, width: number): string {
  const key = itemKey(ref.path);
  const domain = domainFor(ref.doc);
  const a = makeArt(key, undefined, domain, ordinalOf(ref));
  const f = frameFor(projectGroup(ref.path), width);
  const category = categoryOf(ref.doc);
  const design = designFor(category, domain);
  const client = textOf(ref.doc.client) ?? '';
  const url = domainOf(client || labelOf(ref.doc));
  const layout = layoutOf(key);
  const devices =
    design.cover === 'phones' ? phonesCover(a, f, layout) : coverDevices(a, f, url, design.cover, design.phone, layout);
  const scrim =
    layout === 'side'
      ? a.c.linear(
          [
            [0, a.p.stops[0], 0.55],
            [0.45, a.p.stops[0], 0.2],
            [0.7, a.p.stops[0], 0],
          ],
          0,
          0,
          1,
          0,
        )
      : a.c.linear(
          [
            [0, a.p.stops[0], 0.5],
            [0.4, a.p.stops[0], 0],
          ],
          0,
          0,
          0,
          1,
        );
  const body = [
    backdrop(a, f.vw, f.vh, hash(key) % 2),
    rect(0, 0, f.vw, f.vh, 0, scrim),
    devices,
    coverText(f, layout, categoryLabels[category] ?? 'Project', labelOf(ref.doc), client),
  ].join('');
  return a.c.svg(f.width, f.height, f.vw, f.vh, body);
}

export function projectGallery(ref: Reference, width: number, index: number): string {
  const key = itemKey(ref.path);
  const domain = domainFor(ref.doc);
  const a = makeArt(key, undefined, domain, ordinalOf(ref));
  const f = frameFor(projectGroup(ref.path), width);
  const kind = at(designFor(categoryOf(ref.doc), domain).gallery, index - 1);
  const url = domainOf(textOf(ref.doc.client) ?? labelOf(ref.doc));
  let body = backdrop(a, f.vw, f.vh, index % 2);
  if (isMobileKind(kind)) {
    const others = mobileKinds.filter((k) => k !== kind);
    body += phone(a, f.vw * 0.18, f.vh * 0.22, 300, others[0] ?? 'home', -6);
    body += phone(a, f.vw * 0.62, f.vh * 0.22, 300, others[1] ?? 'chart', 6);
    body += phone(a, f.vw * 0.5 - 170, f.vh * 0.08, 340, kind);
  } else {
    body += browser(a, f.vw * 0.08, f.vh * 0.1, f.vw * 0.84, f.vh * 1.0, kind, url, 0.9);
  }
  return a.c.svg(f.width, f.height, f.vw, f.vh, body);
}
