import { describe, expect, it } from 'vitest';
import { Markdown } from '@/components/site/markdown';
import { PostBody } from './post-body';

describe('PostBody', () => {
  it('renders a Markdown article with the Markdown renderer', () => {
    const element = PostBody({ content: '## Costs\n\nText', locale: 'es', images: new Map(), lang: 'en' });
    expect(element.type).toBe(Markdown);
    expect(element.props).toEqual({ source: '## Costs\n\nText', locale: 'es', lang: 'en', dir: undefined });
  });

  it('renders an HTML article sanitised again, in the same typography', () => {
    const element = PostBody({
      content: '<h2>Costs</h2><p><a href="/blog">b</a><img src=x onerror=alert(1)><script>alert(1)</script></p>',
      locale: 'es',
      images: new Map(),
      lang: 'en',
      dir: 'ltr',
    });
    expect(element.type).toBe('div');
    expect(element.props).toEqual({
      className: 'prose-site',
      lang: 'en',
      dir: 'ltr',
      dangerouslySetInnerHTML: { __html: '<h2 id="costs">Costs</h2><p><a href="/es/blog">b</a></p>' },
    });
  });
});
