import type { ReactNode } from 'react';
import { Section } from '@/components/site/section';
import { Gallery } from './gallery';

/** One line of a detail page's information card (Client, Industry, Timeline, …). */
export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-4 first:pt-0">
      <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 font-medium text-slate-900 dark:text-white">{children}</dd>
    </div>
  );
}

/** The gallery band of a project or case study; nothing when there are no images. */
export function GallerySection({ heading, images, title }: { heading: string; images: string[]; title: string }) {
  if (images.length === 0) return null;
  return (
    <Section tone="muted" labelledBy="gallery-heading">
      <h2 id="gallery-heading" className="mb-8 text-3xl font-bold tracking-tight">
        {heading}
      </h2>
      <Gallery images={images} title={title} />
    </Section>
  );
}
