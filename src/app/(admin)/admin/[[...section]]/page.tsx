import { redirect } from 'next/navigation';
import { paths } from '@/lib/paths';

/**
 * Every admin path (/admin, /admin/services, …). No admin session can exist until sign-in lands, so this server-side
 * check always sends the visitor to the login page; it is the guard, not proxy.ts.
 */
export default function AdminPage(): never {
  redirect(paths.adminLogin);
}
