import type { VideoFacadeProps } from '@/components/site/video-facade-client';
import type { Translator } from '@/i18n/translator';
import type { GalleryViewerProps } from './gallery-client';
import type { Images } from './picture';

/** The props of a project's or case study's islands: its gallery when it has pictures, its video when it has one. */
export interface DetailIslands {
  gallery?: GalleryViewerProps;
  video?: VideoFacadeProps;
}

/**
 * What the islands of a project or case study called `title` show: the gallery's pictures as the media library has
 * them in this render and the viewer's names for them, and the video facade's labels, in the page's language. `video`
 * places the facade on its page.
 */
export function detailIslands(
  item: { gallery: readonly string[]; youtubeId?: string },
  title: string,
  { images, t, video }: { images: Images; t: Translator; video: Pick<VideoFacadeProps, 'priority' | 'className'> },
): DetailIslands {
  const total = item.gallery.length;
  return {
    gallery:
      total > 0
        ? {
            pictures: item.gallery.map((src, index) =>
              images.resolve(src, t('gallery.imageAlt', { title, number: index + 1, total })),
            ),
            labels: {
              open: item.gallery.map((_, index) => t('gallery.open', { title, number: index + 1, total })),
              dialog: t('gallery.dialog', { title }),
              previous: t('gallery.previous'),
              next: t('gallery.next'),
              close: t('gallery.close'),
            },
          }
        : undefined,
    video: item.youtubeId
      ? {
          youtubeId: item.youtubeId,
          title,
          playLabel: t('video.play', { title }),
          loadingLabel: t('video.loading'),
          ...video,
        }
      : undefined,
  };
}
