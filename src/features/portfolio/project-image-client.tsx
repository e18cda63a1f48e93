'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Shows its picture, or — if the image fails to load — the blank placeholder, silently (spec: no message). */
export function ProjectImageFallback({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [failed, setFailed] = useState(false);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The server-rendered image may have failed before React attached its error listener.
    const image = container.current?.querySelector('img');
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) return placeholder;
  return (
    <div ref={container} className="contents" onErrorCapture={() => setFailed(true)}>
      {children}
    </div>
  );
}
