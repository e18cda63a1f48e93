'use client';

import { useEffect, useRef, useState } from 'react';

export interface LogoStripProps {
  logos: { name: string; image: string }[];
  /** The strip's accessible name. */
  label: string;
}

/**
 * The client-logo strip: the logos are not requested until the strip comes within 300 px of the viewport, then once.
 * They scroll in a 20 s linear loop, rendered twice so the loop is seamless; with reduced motion they stand still.
 */
export function LogoStrip({ logos, label }: LogoStripProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <div ref={ref} className="relative h-24 overflow-hidden" role="region" aria-label={label} data-testid="logo-strip">
      {visible && (
        <div className="flex w-max animate-marquee motion-reduce:animate-none" data-loaded="true">
          {[0, 1].map((copy) => (
            <ul key={copy} className="flex shrink-0 items-center" aria-hidden={copy === 1 ? true : undefined}>
              {logos.map((logo) => (
                <li key={logo.name} className="mx-6 shrink-0">
                  <img
                    src={logo.image}
                    alt={copy === 0 ? logo.name : ''}
                    width={120}
                    height={96}
                    className="h-24 w-[120px] opacity-80 dark:opacity-90 dark:invert"
                  />
                </li>
              ))}
            </ul>
          ))}
        </div>
      )}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 start-0 w-16 bg-gradient-to-r from-white to-transparent rtl:bg-gradient-to-l dark:from-navy-950"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 end-0 w-16 bg-gradient-to-l from-white to-transparent rtl:bg-gradient-to-r dark:from-navy-950"
      />
    </div>
  );
}
