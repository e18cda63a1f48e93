'use client';

import { useEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react';

/** Hovering opens a tip after this long… */
const OPEN_DELAY_MS = 700;
/** …unless another tip closed less than this long ago: moving along a row of tips shows each one at once. */
const SKIP_DELAY_MS = 300;

/** Shared by every tip on the page: when the last open tip closed. */
const shared = { lastClosedAt: Number.NEGATIVE_INFINITY };

/**
 * An info button whose text shows in a tooltip: on hover after the open delay, at once on keyboard focus, toggled by a
 * click or tap; Escape, a tap elsewhere or leaving closes it. The text is the button's description (and may be the
 * description of other controls through `id`), so screen readers get it without opening anything.
 */
export function InfoTip({
  id,
  label,
  text,
  icon,
  classNames,
}: {
  id: string;
  label: string;
  text: string;
  icon: ReactNode;
  /** The button's and the tip's classes, from the server with the calculator's (calculator-classes.ts). */
  classNames: { button: string; tip: string };
}) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const root = useRef<HTMLSpanElement>(null);

  function cancelTimer() {
    clearTimeout(timer.current);
    timer.current = undefined;
  }

  function show() {
    cancelTimer();
    setOpen(true);
  }

  function hide() {
    cancelTimer();
    if (!open) return;
    shared.lastClosedAt = Date.now();
    setOpen(false);
  }

  function onPointerEnter(event: PointerEvent) {
    if (event.pointerType === 'touch') return;
    cancelTimer();
    if (Date.now() - shared.lastClosedAt < SKIP_DELAY_MS) show();
    else timer.current = setTimeout(show, OPEN_DELAY_MS);
  }

  function onPointerLeave(event: PointerEvent) {
    if (event.pointerType !== 'touch') hide();
  }

  function onFocus(event: FocusEvent<HTMLButtonElement>) {
    // A mouse click also focuses the button; only keyboard focus opens the tip, the click toggles it.
    if (event.currentTarget.matches(':focus-visible')) show();
  }

  useEffect(() => {
    if (!open) return;
    const dismiss = () => {
      shared.lastClosedAt = Date.now();
      setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!(event.target instanceof Node && root.current?.contains(event.target))) dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <span
      ref={root}
      // Above the card's click area; an open tip also rises above the info buttons of the cards after it.
      className={open ? 'relative z-20 shrink-0' : 'relative z-10 shrink-0'}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        onFocus={onFocus}
        onBlur={hide}
        onClick={() => (open ? hide() : show())}
        className={classNames.button}
      >
        {icon}
      </button>
      <span role="tooltip" id={id} hidden={!open} className={classNames.tip}>
        {text}
      </span>
    </span>
  );
}
