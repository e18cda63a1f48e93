import { Play } from '@/components/icons';
import { PictureView, seedImage } from './picture';
import { VideoFacadePlayer, type VideoFacadeProps } from './video-facade-client';

/** The video facade with its poster and play icon rendered here, so no picture or icon code ships with the player. */
export function VideoFacade({ poster, ...props }: VideoFacadeProps) {
  return (
    <VideoFacadePlayer
      {...props}
      poster={
        poster ?? (
          <PictureView
            image={seedImage(`https://i.ytimg.com/vi/${props.youtubeId}/maxresdefault.jpg`)}
            alt=""
            sizes="100vw"
          />
        )
      }
      playIcon={<Play aria-hidden="true" className="ms-1 size-7 fill-current sm:size-8" />}
    />
  );
}
