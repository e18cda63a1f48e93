import { describe, expect, it } from 'vitest';
import type { Service } from '@/content/service';
import { seedFiles } from '@/content/seed';
import { richTextBlocks } from '@/lib/rich-text';
import { sanitizeHtml } from '@/lib/sanitize-html';

const overviews = seedFiles
  .flatMap((file) => (file.services ?? []) as Service[])
  .flatMap((service) =>
    Object.entries(service.overview).map(([locale, text]) => [`${service.id} ${locale}`, text ?? ''] as const),
  );

describe('a seeded service overview as rich text', () => {
  it('is there to check, in every language', () => {
    expect(overviews.length).toBeGreaterThanOrEqual(6 * 4);
  });

  it('renders as the same paragraphs it did as plain text (split at blank lines)', () => {
    for (const [name, text] of overviews) {
      const paragraphs = text.split(/\n\s*\n/).map((paragraph) => ({ type: 'paragraph', text: paragraph.trim() }));
      expect(richTextBlocks(text), name).toEqual(paragraphs);
    }
  });

  it('is stored unchanged when the service is saved without editing it', () => {
    for (const [name, text] of overviews) expect(sanitizeHtml(text).trim(), name).toBe(text);
  });
});
