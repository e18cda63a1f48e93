import { Fragment, type ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { parseMarkdown, type Inline } from '@/lib/markdown';

function renderInline(nodes: Inline[]): ReactNode {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'link':
        return node.href.startsWith('/') ? (
          <Link key={index} href={node.href}>
            {renderInline(node.children)}
          </Link>
        ) : (
          <a key={index} href={node.href} rel="noopener noreferrer" target="_blank">
            {renderInline(node.children)}
          </a>
        );
    }
  });
}

/** Renders the site's Markdown subset as elements (see lib/markdown.ts); typography comes from the `prose-site` class. */
export function Markdown({ source, lang, dir }: { source: string; lang?: string; dir?: 'ltr' | 'rtl' }) {
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
            return <p key={index}>{renderInline(block.children)}</p>;
          case 'list': {
            const Tag = block.ordered ? 'ol' : 'ul';
            return (
              <Tag key={index}>
                {block.items.map((item, i) => (
                  <li key={i}>{renderInline(item)}</li>
                ))}
              </Tag>
            );
          }
        }
      })}
    </div>
  );
}
