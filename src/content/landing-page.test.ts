import { describe, expect, it } from 'vitest';
import { landingPageSchema, leadOf } from './landing-page';
import landingPages from './seed/landing-pages';

const seedPage = landingPages.landingPages![0]!;
const page = (blocks: unknown[]) => ({ id: 'fair-2027', title: { en: 'Fair 2027' }, blocks });
const issues = (value: unknown) => {
  const result = landingPageSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a page built from blocks', () => {
  it('takes the seed page, every kind of block of a landing page', () => {
    expect(issues(seedPage)).toEqual([]);
  });

  it('needs a block, and takes at most one contact form (a form is sent to its own page)', () => {
    expect(issues(page([]))).toEqual(['blocks: A page needs at least one block.']);
    const form = { type: 'contactForm', heading: { en: 'Write to us' }, source: 'fair-2027' };
    expect(issues(page([form]))).toEqual([]);
    expect(issues(page([form, form]))).toEqual(['blocks: A page has at most one contact form.']);
  });

  it('knows no block it does not define: no raw HTML, no embed from any host', () => {
    expect(issues(page([{ type: 'html', html: '<script>alert(1)</script>' }]))).not.toEqual([]);
    expect(issues(page([{ type: 'video', title: { en: 'Tour' }, youtubeId: 'https://evil.example/x' }]))).toEqual([
      'blocks.0.youtubeId: A YouTube video id has 11 characters',
    ]);
    expect(issues(page([{ type: 'video', title: { en: 'Tour' }, youtubeId: 'dQw4w9WgXcQ' }]))).toEqual([]);
  });

  it('refuses a button to a script address, and a field a block does not have', () => {
    const hero = {
      type: 'hero',
      heading: { en: 'Hi' },
      actions: [{ label: { en: 'Go' }, href: 'javascript:alert(1)' }],
    };
    expect(issues(page([hero]))).toEqual([
      'blocks.0.actions.0.href: Must be an https:// URL or a path starting with /',
    ]);
    expect(issues(page([{ type: 'logos', script: 'x' }]))).not.toEqual([]);
  });

  it('labels its form’s leads with a short plain word', () => {
    const form = (source: string) => page([{ type: 'contactForm', heading: { en: 'Write' }, source }]);
    expect(issues(form('fair-2027'))).toEqual([]);
    expect(issues(form('Fair 2027'))).toEqual(['blocks.0.source: Use lowercase letters, digits and single hyphens']);
  });

  it('says of itself, without an SEO entry, its first shown lead text, else its title', () => {
    const parsed = landingPageSchema.parse(seedPage);
    expect(leadOf(parsed).en).toMatch(/^Booking, records and follow-up care/);
    const hidden = { ...parsed, blocks: parsed.blocks.map((block) => ({ ...block, hidden: block.type === 'hero' })) };
    expect(leadOf(hidden).en).toBe('A few of the products we designed, built and still look after.');
    expect(leadOf({ ...parsed, blocks: [{ type: 'logos' }] })).toEqual({ en: 'Apps for clinics' });
  });
});
