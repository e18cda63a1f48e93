'use client';

import { useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import type { ChatWidget } from './chat-widget-client';

type WidgetProps = ComponentProps<typeof ChatWidget>;

/** What the server gives the launcher: plain data (an island's props are serialized into the page). */
export type ChatLauncherProps = { widget: Omit<WidgetProps, 'icons'> } | { providerScript: string };

/** Past this scroll depth, the first scroll or mouse move loads the chat (spec 000 §4). */
const SCROLLED_PX = 300;
const AFTER_MS = 3_000;

/**
 * Loads the chat once: 3 s after the page loaded, or at the first scroll or mouse move once the page is scrolled more
 * than 300 px (at once if it already is when the page hydrates), whichever comes first. Our widget arrives as a chunk
 * of its own; a provider's script is added by its address, which the CSP names (its failure to load is said in the console only).
 * The widget's icons come drawn by the server (`chatIcon`, `closeIcon`: slots of the island on the public site).
 */
export function ChatLauncher({
  chatIcon,
  closeIcon,
  ...props
}: ChatLauncherProps & { chatIcon?: ReactNode; closeIcon?: ReactNode }) {
  const [Widget, setWidget] = useState<ComponentType<WidgetProps>>();
  const script = 'providerScript' in props ? props.providerScript : undefined;

  useEffect(() => {
    let loaded = false;
    const load = () => {
      if (loaded) return;
      loaded = true;
      stop();
      if (script) {
        const element = document.createElement('script');
        element.src = script;
        element.async = true;
        element.onerror = () => console.error('The chat provider script could not be loaded.');
        document.body.append(element);
      } else {
        void import('./chat-widget-client').then(({ ChatWidget }) => setWidget(() => ChatWidget));
      }
    };
    const onActivity = () => {
      if (window.scrollY > SCROLLED_PX) load();
    };
    const timer = window.setTimeout(load, AFTER_MS);
    window.addEventListener('scroll', onActivity, { passive: true });
    window.addEventListener('mousemove', onActivity, { passive: true });
    onActivity(); // a visitor who scrolled before the page hydrated has already passed the mark
    function stop() {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onActivity);
      window.removeEventListener('mousemove', onActivity);
    }
    return stop;
  }, [script]);

  return Widget && 'widget' in props ? <Widget {...props.widget} icons={{ chat: chatIcon, close: closeIcon }} /> : null;
}
