import { Fragment, type ReactNode } from 'react';
import type { Locale } from '@/lib/locales';
import { parseMarkdown, type Inline } from '@/lib/markdown';
import { LocalLink } from './local-link';

function renderInline(nodes: Inline[], locale: Locale): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children, locale)}</strong>;
      case 'link':
        return node.href.startsWith('/') ? (
          <LocalLink key={index} locale={locale} href={node.href}>
            {renderInline(node.children, locale)}
          </LocalLink>
        ) : (
          <a key={index} href={node.href} rel="noopener noreferrer" target="_blank">
            {renderInline(node.children, locale)}
          </a>
        );
    }
  });
}

/**
 * Renders the site's Markdown subset as elements (see lib/markdown.ts); typography comes from the `prose-site` class.
 * Links to the site's own pages (`/services`) lead to them in the page's language.
 */
export function Markdown({
  source,
  locale,
  lang,
  dir,
}: {
  source: string;
  locale: Locale;
  lang?: string;
  dir?: 'ltr' | 'rtl';
}) {
  return (
    <div className="prose-site" lang={lang} dir={dir}>
      {parseMarkdown(source).map((block, index) => {
        switch (block.type) {
          case 'heading':
            return block.level === 2 ? (
              <h2 key={index} id={block.id}>
                {block.text}
              </h2>
            ) : (
              <h3 key={index} id={block.id}>
                {block.text}
              </h3>
            );
          case 'paragraph':
            return <p key={index}>{renderInline(block.children, locale)}</p>;
          case 'list': {
            const Tag = block.ordered ? 'ol' : 'ul';
            return (
              <Tag key={index}>
                {block.items.map((item, i) => (
                  <li key={i}>{renderInline(item, locale)}</li>
                ))}
              </Tag>
            );
          }
        }
      })}
    </div>
  );
}
