import type { ReactNode } from 'react';

/**
 * A small picture of each kind of block for the page editor's picker: the block's layout drawn in a few shapes (a dark
 * band, lines of text, cards), so the admin recognises a block before reading its name.
 */
const dark = 'fill-slate-700 dark:fill-slate-300';
const mid = 'fill-slate-300 dark:fill-slate-600';
const accent = 'fill-ember-600';

const lines = (x: number, y: number, widths: readonly number[]) =>
  widths.map((w, i) => <rect key={i} x={x} y={y + i * 5} width={w} height={2.5} rx={1} className={mid} />);
const cards = (y: number, count: number, height = 14) =>
  Array.from({ length: count }, (_, i) => {
    const width = (56 - (count - 1) * 3) / count;
    return <rect key={i} x={4 + i * (width + 3)} y={y} width={width} height={height} rx={2} className={mid} />;
  });

const pictures: Record<string, ReactNode> = {
  hero: (
    <>
      <rect x={0} y={0} width={64} height={40} rx={3} className={dark} />
      <rect x={5} y={9} width={26} height={4} rx={1} className="fill-white dark:fill-slate-900" />
      <rect x={5} y={16} width={22} height={2.5} rx={1} className={mid} />
      <rect x={5} y={26} width={11} height={5} rx={1.5} className={accent} />
      <rect x={36} y={8} width={23} height={24} rx={2} className={mid} />
    </>
  ),
  richText: <>{lines(6, 7, [30, 52, 48, 52, 40, 50])}</>,
  imageText: (
    <>
      <rect x={4} y={8} width={26} height={24} rx={2} className={mid} />
      <rect x={34} y={10} width={20} height={4} rx={1} className={dark} />
      {lines(34, 18, [26, 22, 24])}
    </>
  ),
  figures: (
    <>
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <rect x={4 + i * 14.5} y={12} width={11} height={6} rx={1} className={accent} />
          <rect x={4 + i * 14.5} y={21} width={11} height={2.5} rx={1} className={mid} />
        </g>
      ))}
    </>
  ),
  services: (
    <>
      <rect x={20} y={4} width={24} height={3.5} rx={1} className={dark} />
      {cards(11, 3, 10)}
      {cards(24, 3, 10)}
    </>
  ),
  projects: (
    <>
      <rect x={20} y={4} width={24} height={3.5} rx={1} className={dark} />
      {cards(12, 3, 22)}
    </>
  ),
  caseStudies: (
    <>
      <rect x={20} y={4} width={24} height={3.5} rx={1} className={dark} />
      {cards(12, 2, 22)}
    </>
  ),
  testimonials: (
    <>
      <rect x={10} y={8} width={44} height={24} rx={3} className={mid} />
      <circle cx={18} cy={16} r={3.5} className={dark} />
      {lines(24, 14, [24, 20])}
      <circle cx={29} cy={36} r={1.5} className={accent} />
      <circle cx={35} cy={36} r={1.5} className={mid} />
    </>
  ),
  logos: <>{cards(16, 5, 8)}</>,
  faq: (
    <>
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <rect x={8} y={6 + i * 8} width={48} height={6} rx={1.5} className={mid} />
          <rect x={50} y={8 + i * 8} width={3} height={2} rx={0.5} className={dark} />
        </g>
      ))}
    </>
  ),
  video: (
    <>
      <rect x={10} y={5} width={44} height={30} rx={3} className={dark} />
      <path d="M29 14 L38 20 L29 26 Z" className="fill-white dark:fill-slate-900" />
    </>
  ),
  cta: (
    <>
      <rect x={4} y={8} width={56} height={24} rx={4} className={dark} />
      <rect x={9} y={13} width={24} height={4} rx={1} className="fill-white dark:fill-slate-900" />
      <rect x={9} y={22} width={12} height={5} rx={1.5} className={accent} />
    </>
  ),
  contactForm: (
    <>
      {lines(10, 6, [20])}
      <rect x={10} y={11} width={44} height={5} rx={1} className={mid} />
      <rect x={10} y={18} width={44} height={5} rx={1} className={mid} />
      <rect x={10} y={25} width={44} height={7} rx={1} className={mid} />
      <rect x={10} y={34} width={14} height={4} rx={1.5} className={accent} />
    </>
  ),
  features: (
    <>
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x={4 + i * 19.3} y={6} width={17} height={28} rx={2} className={mid} />
          <rect x={7 + i * 19.3} y={9} width={5} height={5} rx={1} className={accent} />
          <rect x={7 + i * 19.3} y={18} width={11} height={2.5} rx={1} className={dark} />
        </g>
      ))}
    </>
  ),
  skills: (
    <>
      {[0, 1, 2, 3].map((i) => (
        <g key={i}>
          <rect x={4} y={8 + i * 7} width={26} height={3} rx={1.5} className={mid} />
          <rect x={4} y={8 + i * 7} width={[22, 18, 24, 14][i]} height={3} rx={1.5} className={accent} />
        </g>
      ))}
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect
          key={i}
          x={36 + (i % 2) * 12}
          y={8 + Math.floor(i / 2) * 8}
          width={10}
          height={5}
          rx={2.5}
          className={mid}
        />
      ))}
    </>
  ),
  steps: (
    <>
      <rect x={10.5} y={6} width={1} height={28} className={mid} />
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <circle cx={11} cy={9 + i * 11} r={3.5} className={accent} />
          <rect x={18} y={5 + i * 11} width={40} height={8} rx={2} className={mid} />
        </g>
      ))}
    </>
  ),
  pricingTeaser: (
    <>
      <rect x={4} y={10} width={56} height={20} rx={3} className="fill-ember-100 dark:fill-ember-900" />
      <rect x={8} y={15} width={24} height={3.5} rx={1} className={dark} />
      {lines(8, 22, [20])}
      <rect x={42} y={16} width={14} height={6} rx={1.5} className={accent} />
    </>
  ),
};

/** The picture of a kind of block (none for a kind without one). */
export function BlockPicture({ type }: { type: string }) {
  return (
    <svg viewBox="0 0 64 40" aria-hidden="true" className="h-10 w-16 shrink-0 rounded bg-slate-100 dark:bg-slate-800">
      {pictures[type]}
    </svg>
  );
}
