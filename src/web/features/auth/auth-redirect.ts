import type { Role } from '@/shared/schemas/auth.schema';
import { paths } from '@/web/lib/paths';

/** Where a signed-in user lands when nothing else was asked for. */
export function getHomeForRole(role: Role): string {
  if (role === 'admin') return paths.admin.dashboard();
  if (role === 'owner') return paths.owner.reservations();
  return paths.home();
}

/** Accepts only paths on this site, so a crafted link cannot send the user elsewhere after sign-in. */
export function getSafeReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (value === '/auth' || value.startsWith('/auth?') || value.startsWith('/api/')) return undefined;
  return value;
}
