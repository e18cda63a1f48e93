import { Canvas } from './svg';
import { at, between, hash, random, textOf, type Doc, type Random } from './utils';

export interface Palette {
  name: string;
  /** Background gradient: deep, middle, highlight. */
  stops: readonly [string, string, string];
  accent: string;
  accent2: string;
}

const palettes: readonly Palette[] = [
  { name: 'ember', stops: ['#0f172a', '#7c2d12', '#f97316'], accent: '#f97316', accent2: '#fbbf24' },
  { name: 'dusk', stops: ['#1e1b4b', '#6d28d9', '#f472b6'], accent: '#8b5cf6', accent2: '#f472b6' },
  { name: 'ocean', stops: ['#082f49', '#0369a1', '#22d3ee'], accent: '#0ea5e9', accent2: '#22d3ee' },
  { name: 'lagoon', stops: ['#042f2e', '#0f766e', '#5eead4'], accent: '#14b8a6', accent2: '#fbbf24' },
  { name: 'aurora', stops: ['#022c22', '#0e7490', '#a78bfa'], accent: '#06b6d4', accent2: '#c4b5fd' },
  { name: 'indigo', stops: ['#172554', '#4338ca', '#818cf8'], accent: '#6366f1', accent2: '#f97316' },
  { name: 'orchid', stops: ['#3b0764', '#a21caf', '#f0abfc'], accent: '#c026d3', accent2: '#f9a8d4' },
  { name: 'rose', stops: ['#4c0519', '#be185d', '#fda4af'], accent: '#e11d48', accent2: '#fdba74' },
  { name: 'forest', stops: ['#052e16', '#15803d', '#a3e635'], accent: '#16a34a', accent2: '#a3e635' },
  { name: 'midnight', stops: ['#020617', '#1e3a5f', '#38bdf8'], accent: '#f97316', accent2: '#38bdf8' },
];

export interface UiTheme {
  chrome: string;
  surface: string;
  card: string;
  line: string;
  muted: string;
  text: string;
  subtle: string;
  dark: boolean;
}

export const lightUi: UiTheme = {
  chrome: '#ffffff',
  surface: '#f1f5f9',
  card: '#ffffff',
  line: '#e2e8f0',
  muted: '#cbd5e1',
  text: '#0f172a',
  subtle: '#94a3b8',
  dark: false,
};
export const darkUi: UiTheme = {
  chrome: '#0b1220',
  surface: '#0f172a',
  card: '#18233b',
  line: '#24324f',
  muted: '#334155',
  text: '#f8fafc',
  subtle: '#64748b',
  dark: true,
};

// Declared here rather than with the screens: a Domain names its main screen, and screens import this module.
export type ScreenKind = 'dashboard' | 'list' | 'detail' | 'kanban' | 'chat' | 'wallet' | 'store' | 'analytics';

/** The business an interface mock-up depicts: its main screen and the few words it shows. */
export interface Domain {
  kind: ScreenKind;
  heading: string;
  chips: readonly string[];
  price: (r: Random) => string;
  cta: string;
  app: string;
  list: string;
  board: string;
}

export const genericDomain: Domain = {
  kind: 'detail',
  heading: 'Explore',
  chips: ['Featured', 'Popular', 'New', 'Saved'],
  price: (r) => `$${Math.round(between(r, 19, 240))}`,
  cta: 'Get started',
  app: 'Dashboard',
  list: 'Customers',
  board: 'Overview',
};

/** Keyword rules over a document's title, industry and description; the first match wins. */
const domainRules: readonly (readonly [RegExp, Partial<Domain>])[] = [
  [
    /donat|non-?profit|charit|church|foundation|volunteer|fundrais/,
    { kind: 'detail', cta: 'Donate', app: 'Our impact', list: 'Donors', board: 'Campaigns' },
  ],
  [
    /health|medical|clinic|dental|patient|emr|pharm|therap|hospital|care\b/,
    { kind: 'list', cta: 'Book a visit', app: 'Appointments', list: 'Patients', board: 'Clinic' },
  ],
  [
    /real estate|realty|propert|homes\b|apartment|rental|listing/,
    {
      kind: 'store',
      heading: 'Featured listings',
      chips: ['For sale', 'For rent', 'New homes', 'Luxury'],
      price: (r) => `$${between(r, 0.4, 3.2).toFixed(1)}M`,
      cta: 'Book a tour',
      app: 'Saved homes',
      list: 'Listings',
      board: 'Listings',
    },
  ],
  [
    /hiring|recruit|\bjobs?\b|talent|staffing|\bgig\b|candidate/,
    { kind: 'list', cta: 'Post a job', app: 'Jobs', list: 'Candidates', board: 'Hiring' },
  ],
  [
    /e-?commerce|online store|storefront|shopify|\bshop\b|retail|boutique|outfitter|apparel|fashion|gift/,
    {
      kind: 'store',
      heading: 'Shop the collection',
      chips: ['New in', 'Best sellers', 'Outdoor', 'Sale'],
      cta: 'Shop now',
      app: 'My orders',
      list: 'Orders',
      board: 'Sales',
    },
  ],
  [
    /hotel|restaurant|hospitality|travel|resort|salon|barber|spa\b|fitness|gym|booking|event/,
    {
      kind: 'store',
      heading: 'Book your visit',
      chips: ['Services', 'Packages', 'Reviews', 'Offers'],
      price: (r) => `$${Math.round(between(r, 25, 180))}`,
      cta: 'Book now',
      app: 'Bookings',
      list: 'Bookings',
      board: 'Bookings',
    },
  ],
  [
    /learn|educat|school|course|student|tutor|academy|training/,
    { kind: 'dashboard', cta: 'Enroll', app: 'My courses', list: 'Students', board: 'Courses' },
  ],
  [
    /freight|logistic|shipping|fleet|delivery|dispatch|transport|warehouse/,
    { kind: 'list', cta: 'Track', app: 'Deliveries', list: 'Shipments', board: 'Operations' },
  ],
  [
    /financ|bank|stock|trading|invest|payment|fintech|insur|loan|account/,
    { kind: 'dashboard', cta: 'Open account', app: 'Portfolio', list: 'Transactions', board: 'Portfolio' },
  ],
  [
    /energy|solar|manufactur|factory|industrial|agricultur|farm/,
    { kind: 'dashboard', cta: 'Get a quote', app: 'Operations', list: 'Orders', board: 'Operations' },
  ],
];

export function domainFor(doc: Doc): Domain {
  const words = ['title', 'industry', 'shortDescription', 'description', 'client']
    .map((key) => textOf(doc[key]) ?? '')
    .join(' ')
    .toLowerCase();
  const rule = domainRules.find(([pattern]) => pattern.test(words));
  return { ...genericDomain, ...(rule?.[1] ?? {}) };
}

/** What all drawing functions share: palette, interface theme, the depicted business and a seeded random source. */
export interface Art {
  c: Canvas;
  p: Palette;
  t: UiTheme;
  r: Random;
  d: Domain;
}

/**
 * Palette: with an ordinal (a project id, an order, a position) consecutive items step through all palettes
 * (7 is coprime with 10), starting at a point hashed from the group; without one, the hash of the key decides.
 */
export function makeArt(key: string, theme?: UiTheme, domain: Domain = genericDomain, ordinal?: number): Art {
  const h = hash(key);
  const index = ordinal === undefined ? h : hash(key.split('/')[0] ?? '') + ordinal * 7;
  return {
    c: new Canvas(),
    p: at(palettes, index % palettes.length),
    t: theme ?? ((h >>> 8) % 3 === 0 ? darkUi : lightUi),
    r: random(h),
    d: domain,
  };
}
