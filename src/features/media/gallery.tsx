import { ChevronLeft, ChevronRight, X } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { Picture, type Images } from './picture';
import { GalleryViewer } from './gallery-client';

/** A project's or case study's pictures as thumbnails that open the full-screen viewer. */
export async function Gallery({
  sources,
  title,
  images,
}: {
  sources: readonly string[];
  title: string;
  images: Images;
}) {
  const t = await getTranslations('gallery');
  const total = sources.length;
  return (
    <GalleryViewer
      thumbnails={sources.map((src) => (
        <Picture
          images={images}
          key={src}
          src={src}
          alt=""
          sizes="(min-width: 1024px) 300px, 50vw"
          imgClassName="aspect-[16/10] object-cover"
        />
      ))}
      slides={sources.map((src, index) => (
        <Picture
          images={images}
          key={src}
          src={src}
          alt={t('imageAlt', { title, number: index + 1, total })}
          sizes="100vw"
        />
      ))}
      labels={{
        open: sources.map((_, index) => t('open', { title, number: index + 1, total })),
        dialog: t('dialog', { title }),
        previous: t('previous'),
        next: t('next'),
        close: t('close'),
      }}
      icons={{
        close: <X aria-hidden="true" className="size-6" />,
        previous: <ChevronLeft aria-hidden="true" className="size-6 rtl:rotate-180" />,
        next: <ChevronRight aria-hidden="true" className="size-6 rtl:rotate-180" />,
      }}
    />
  );
}
