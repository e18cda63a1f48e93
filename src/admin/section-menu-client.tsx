'use client';

import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

/**
 * The narrow screen's section menu: a <details> disclosure, so it opens and its links work without script. With script
 * it also closes on Escape (focus back on its button) and as soon as a section is chosen.
 */
export function SectionMenu({
  summary,
  summaryClassName,
  className,
  children,
}: {
  summary: ReactNode;
  summaryClassName: string;
  className: string;
  children: ReactNode;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== 'Escape' || !details.current?.open) return;
    event.preventDefault();
    details.current.open = false;
    summaryRef.current?.focus();
  }

  function onClick(event: MouseEvent<HTMLDetailsElement>) {
    if (details.current && (event.target as Element).closest('a')) details.current.open = false;
  }

  return (
    <details ref={details} className={className} onKeyDown={onKeyDown} onClick={onClick}>
      <summary ref={summaryRef} className={summaryClassName}>
        {summary}
      </summary>
      {children}
    </details>
  );
}
