import { AlertCircle, CheckCircle2, Eye, EyeOff, X } from '@/components/icons';

/**
 * The icons of the sign-in and set-password forms (their toasts and the show/hide password button), rendered on the
 * server (no icon code ships to the browser).
 */
export function passwordFormIcons() {
  return {
    success: <CheckCircle2 className="size-5 shrink-0" />,
    error: <AlertCircle className="size-5 shrink-0" />,
    close: <X className="size-4" />,
    show: <Eye className="size-5" />,
    hide: <EyeOff className="size-5" />,
  };
}
