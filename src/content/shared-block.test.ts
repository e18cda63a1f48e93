import { describe, expect, it } from 'vitest';
import type { Block, BlockOf } from './blocks';
import { landingPageSchema } from './landing-page';
import { missingSharedBlocks, sharedBlockSchema, withSharedBlocks, type SharedBlock } from './shared-block';

const cta: BlockOf<'cta'> = {
  type: 'cta',
  heading: { en: 'Talk to us', es: 'Hablemos' },
  actions: [{ label: { en: 'Contact' }, href: '/contact-us' }],
};
const band: SharedBlock = { id: 'spring-band', title: 'Spring band', blocks: [cta] };
const hero: Block = { type: 'hero', heading: { en: 'Apps for clinics' }, actions: [] };

describe('a shared block', () => {
  it('holds exactly one block of any kind but a contact form or another shared block', () => {
    expect(sharedBlockSchema.safeParse(band).success).toBe(true);
    expect(sharedBlockSchema.safeParse({ ...band, blocks: [] }).success).toBe(false);
    expect(sharedBlockSchema.safeParse({ ...band, blocks: [cta, cta] }).success).toBe(false);
    const form = { type: 'contactForm', heading: { en: 'Write' }, source: 'fair' };
    expect(sharedBlockSchema.safeParse({ ...band, blocks: [form] }).success).toBe(false);
    expect(sharedBlockSchema.safeParse({ ...band, blocks: [{ type: 'shared', ref: 'other' }] }).success).toBe(false);
    expect(sharedBlockSchema.safeParse({ ...band, title: '' }).success).toBe(false);
  });

  it('is placed on a page by a shared block naming it, with nothing else', () => {
    const page = { id: 'fair', title: { en: 'Fair' }, blocks: [hero, { type: 'shared', ref: 'spring-band' }] };
    expect(landingPageSchema.safeParse(page).success).toBe(true);
    const withText = { ...page, blocks: [{ type: 'shared', ref: 'spring-band', heading: { en: 'x' } }] };
    expect(landingPageSchema.safeParse(withText).success).toBe(false);
    expect(landingPageSchema.safeParse({ ...page, blocks: [{ type: 'shared', ref: 'Not A Slug' }] }).success).toBe(
      false,
    );
  });
});

describe('withSharedBlocks', () => {
  it('shows each shared block in its place as it is now, as often as the page places it', () => {
    const blocks: Block[] = [{ type: 'shared', ref: 'spring-band' }, hero, { type: 'shared', ref: 'spring-band' }];
    expect(withSharedBlocks(blocks, [band])).toEqual([cta, hero, cta]);
    const edited = { ...band, blocks: [{ ...cta, heading: { en: 'Say hello' } }] };
    expect(withSharedBlocks(blocks, [edited])[0]).toMatchObject({ heading: { en: 'Say hello' } });
  });

  it('leaves out a placement hidden on the page, a shared block hidden in itself, and one no longer there', () => {
    expect(withSharedBlocks([hero, { type: 'shared', ref: 'spring-band', hidden: true }], [band])).toEqual([hero]);
    const hidden = { ...band, blocks: [{ ...cta, hidden: true }] };
    expect(withSharedBlocks([hero, { type: 'shared', ref: 'spring-band' }], [hidden])).toEqual([hero]);
    expect(withSharedBlocks([{ type: 'shared', ref: 'gone' }, hero], [band])).toEqual([hero]);
    expect(withSharedBlocks([{ ...hero, hidden: true }], [])).toEqual([]);
  });

  it('names the shared blocks a page places that are no longer there', () => {
    const blocks: Block[] = [{ type: 'shared', ref: 'gone' }, { type: 'shared', ref: 'spring-band' }, hero];
    expect(missingSharedBlocks(blocks, [band])).toEqual(['gone']);
  });
});
