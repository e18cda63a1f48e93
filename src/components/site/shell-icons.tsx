import { AlertCircle, CheckCircle2, Globe, Moon, Sun, X } from '@/components/icons';

/**
 * What the shell's client components show, drawn on the server so no icon ships as their script: props of the client
 * components on a Next.js page, slots of the islands in src/site/layouts/site.astro.
 */

/** What the theme toggle shows: the icon and label of the theme it switches to, following the `dark` class. */
export function ThemeToggleFace({ toDark, toLight }: { toDark: string; toLight: string }) {
  return (
    <>
      <Moon aria-hidden="true" className="dark:hidden" />
      <Sun aria-hidden="true" className="hidden dark:block" />
      <span className="sr-only dark:hidden">{toDark}</span>
      <span className="sr-only hidden dark:inline">{toLight}</span>
    </>
  );
}

export const ToastSuccessIcon = () => <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />;
export const ToastErrorIcon = () => <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />;
export const ToastInfoIcon = () => <Globe aria-hidden="true" className="mt-0.5 size-5 shrink-0" />;
export const ToastCloseIcon = () => <X aria-hidden="true" className="size-4" />;
