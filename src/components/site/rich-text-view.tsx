import { cn } from '@/lib/cn';
import { richTextBlocks } from '@/lib/rich-text';

/**
 * A stored rich text (challenge, solution, results, analysis) as sanitised HTML, bullet lists or paragraphs. HTML only
 * reaches the page through `richTextBlocks`, which runs it through the allowlist sanitiser first.
 */
export function RichText({
  text,
  className,
  lang,
  dir,
}: {
  text: string;
  className?: string;
  /** `lang="en"` (and `dir="ltr"`) where the text falls back to English: see fallbackLang. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
}) {
  const blocks = richTextBlocks(text);
  const html = blocks[0]?.type === 'html' ? blocks[0].html : undefined;
  if (html !== undefined) {
    return (
      <div className={cn('prose-site', className)} lang={lang} dir={dir} dangerouslySetInnerHTML={{ __html: html }} />
    );
  }
  return (
    <div className={cn('prose-site', className)} lang={lang} dir={dir}>
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
