'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/** The blank box a project's picture gives way to; its class list is on the container for the islands renderer. */
const IMAGE_FALLBACK_ATTRIBUTE = 'data-image-fallback';

/**
 * Shows its picture, or — if the image fails to load — the blank placeholder, silently (spec: no message). On a page of
 * the islands renderer, which does not hydrate cards, src/site/scripts/image-fallback.ts does the same from the
 * container's `data-image-fallback` (the placeholder's class list).
 */
export function ProjectImageFallback({
  children,
  placeholderClassName,
}: {
  children: ReactNode;
  placeholderClassName: string;
}) {
  const [failed, setFailed] = useState(false);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The server-rendered image may have failed before React attached its error listener.
    const image = container.current?.querySelector('img');
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) return <div className={placeholderClassName} data-testid="image-placeholder" />;
  return (
    <div
      ref={container}
      className="contents"
      {...{ [IMAGE_FALLBACK_ATTRIBUTE]: placeholderClassName }}
      onErrorCapture={() => setFailed(true)}
    >
      {children}
    </div>
  );
}
