/** Where each site path is referred to in the seed content, and what that context says about the picture. */
import path from 'node:path';
import { isRecord, textOf, type Doc } from './utils';

export interface Reference {
  path: string;
  collection: string;
  doc: Doc;
  /** The nearest object around the path that has a title, name or company. */
  owner: Doc;
  /** Position of the document in its collection. */
  index: number;
}

/** A stable number for spreading palettes: numeric id, order, a trailing number of a nested item's file, or the position. */
export function ordinalOf(ref: Reference): number {
  if (typeof ref.doc.id === 'number') return ref.doc.id;
  if (typeof ref.doc.order === 'number') return ref.doc.order;
  const trailing = /-(\d+)(?:-g\d+|-secondary)?\.[a-z]+$/.exec(ref.path)?.[1];
  if (ref.owner !== ref.doc && trailing) return Number(trailing);
  return ref.index;
}

export interface SeedData {
  file: string;
  collections: Record<string, unknown[]>;
}

const ownerKeys = ['title', 'name', 'company', 'headline'];

export function collect(seeds: readonly SeedData[]): Map<string, Reference> {
  const refs = new Map<string, Reference>();
  const visit = (value: unknown, collection: string, doc: Doc, owner: Doc, index: number): void => {
    if (typeof value === 'string') {
      if (!/^\/(images|videos)\//.test(value)) return;
      const existing = refs.get(value);
      if (!existing || (existing.collection === 'seo' && collection !== 'seo'))
        refs.set(value, { path: value, collection, doc, owner, index });
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) visit(item, collection, doc, owner, index);
      return;
    }
    if (!isRecord(value)) return;
    const next = ownerKeys.some((key) => key in value) ? value : owner;
    for (const item of Object.values(value)) visit(item, collection, doc, next, index);
  };
  for (const seed of seeds) {
    for (const [collection, docs] of Object.entries(seed.collections)) {
      docs.forEach((doc, index) => {
        if (isRecord(doc)) visit(doc, collection, doc, doc, index);
      });
    }
  }
  return refs;
}

export function labelOf(owner: Doc): string {
  return textOf(owner.title) ?? textOf(owner.name) ?? textOf(owner.company) ?? textOf(owner.headline) ?? '';
}

export const categoryLabels: Record<string, string> = {
  'web-development': 'Web Development',
  'mobile-app': 'Mobile App',
  'mobile-apps': 'Mobile Apps',
  web3: 'Web3 & Blockchain',
  'ai-automation': 'AI & Automation',
  'seo-digital-marketing': 'SEO & Marketing',
  'digital-marketing': 'Digital Marketing',
  'crm-erp': 'CRM & ERP',
  'crm-erp-development': 'CRM & ERP',
};

export function categoryOf(doc: Doc): string {
  if (typeof doc.category === 'string') return doc.category;
  if (Array.isArray(doc.categories) && typeof doc.categories[0] === 'string') return doc.categories[0];
  return 'web-development';
}

/** The item an image belongs to: gallery and secondary images share their cover's palette. */
export function itemKey(sitePath: string): string {
  const file = sitePath.replace(/^\/(images|videos)\//, '').replace(/\.[a-z0-9]+$/, '');
  const base = path.basename(file).replace(/-(g\d+|secondary)$/, '');
  return `${file.includes('/') ? file.split('/')[0] : 'videos'}/${base}`;
}

export function galleryIndex(sitePath: string): number | undefined {
  const match = /-g(\d+)\.[a-z]+$/.exec(sitePath);
  return match?.[1] ? Number(match[1]) : undefined;
}

/** A plausible web address from a client name: its first words, at most 18 letters. */
export function domainOf(client: string): string {
  const words = client
    .toLowerCase()
    .replace(/&/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !['and', 'the', 'inc', 'llc', 'co'].includes(w));
  let slug = '';
  for (const word of words) {
    if (slug && slug.length + word.length > 18) break;
    slug += word;
  }
  return `${slug.slice(0, 22) || 'app'}.com`;
}
