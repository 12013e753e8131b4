import type { ClaimTab } from '@/shared/schemas/claim.schema';
import type { RegistrationTab } from '@/shared/schemas/registration.schema';

/** Every admin query lives under ['admin'], so one invalidation refreshes stats and lists after a decision. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  recentClaims: () => ['admin', 'claims', 'recent'] as const,
  claims: (filters: { status: ClaimTab; q: string }) => ['admin', 'claims', 'list', filters] as const,
  registrations: (filters: { status: RegistrationTab }) => ['admin', 'registrations', filters] as const,
};
