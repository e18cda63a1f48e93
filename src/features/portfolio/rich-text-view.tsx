import { cn } from '@/lib/cn';
import { richTextBlocks } from './rich-text';

/**
 * A stored rich text (challenge, solution, results, analysis) as sanitised HTML, bullet lists or paragraphs. HTML only
 * reaches the page through `richTextBlocks`, which runs it through the allowlist sanitiser first.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  const blocks = richTextBlocks(text);
  const html = blocks[0]?.type === 'html' ? blocks[0].html : undefined;
  if (html !== undefined) {
    return <div className={cn('prose-site', className)} dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <div className={cn('prose-site', className)}>
      {blocks.map((block, index) =>
        block.type === 'list' ? (
          <ul key={index}>
            {block.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        ) : block.type === 'paragraph' ? (
          <p key={index}>{block.text}</p>
        ) : null,
      )}
    </div>
  );
}
