'use client';

import { useState } from 'react';

/**
 * A testimonial's profile photo, or the first letter of the name when there is none or it fails to load (spec 001).
 * A photo that failed before the page hydrated fired its error event too early for React, so the ref checks for it.
 */
export function Avatar({ src, initial }: { src: string; initial: string }) {
  const [failed, setFailed] = useState(src === '');
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-full bg-ember-100 text-xl font-bold text-ember-800 dark:bg-ember-800/40 dark:text-ember-100"
    >
      {failed ? (
        initial
      ) : (
        <img
          ref={(image) => {
            if (image?.complete && image.naturalWidth === 0) setFailed(true);
          }}
          src={src}
          alt=""
          width={56}
          height={56}
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      )}
    </span>
  );
}
