'use client';

import { useState, type ReactNode } from 'react';

/** Shows its picture, or — if the image fails to load — the blank placeholder, silently (spec: no message). */
export function ProjectImageFallback({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [failed, setFailed] = useState(false);
  if (failed) return placeholder;
  return (
    <div className="contents" onErrorCapture={() => setFailed(true)}>
      {children}
    </div>
  );
}
