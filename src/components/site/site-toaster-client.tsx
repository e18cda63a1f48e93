'use client';

import { AlertCircle, CheckCircle2, Globe, X } from '@/components/icons';
import { toastClassNames } from '@/components/ui/toast-classes';
import { Toaster } from '@/components/ui/toast-client';

/** The one toast region of the public site (forms and the language picker). An island on the public site. */
export function SiteToaster({ closeLabel }: { closeLabel: string }) {
  return (
    <Toaster
      closeLabel={closeLabel}
      classNames={toastClassNames}
      icons={{
        success: <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />,
        error: <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />,
        info: <Globe aria-hidden="true" className="mt-0.5 size-5 shrink-0" />,
        close: <X aria-hidden="true" className="size-4" />,
      }}
    />
  );
}
