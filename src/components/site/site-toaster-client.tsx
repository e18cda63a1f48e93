'use client';

import type { ReactNode } from 'react';
import type { toastClassNames } from '@/components/ui/toast-classes';
import { Toaster } from '@/components/ui/toast-client';

/**
 * The one toast region of the public site (forms and the language picker). An island on the public site; its icons
 * and class names come from the server (src/components/site/shell-icons.tsx), so its script carries neither.
 */
export function SiteToaster({
  classNames,
  closeLabel,
  successIcon,
  errorIcon,
  infoIcon,
  closeIcon,
}: {
  classNames: typeof toastClassNames;
  closeLabel: string;
  successIcon: ReactNode;
  errorIcon: ReactNode;
  infoIcon: ReactNode;
  closeIcon: ReactNode;
}) {
  return (
    <Toaster
      closeLabel={closeLabel}
      classNames={classNames}
      icons={{ success: successIcon, error: errorIcon, info: infoIcon, close: closeIcon }}
    />
  );
}
