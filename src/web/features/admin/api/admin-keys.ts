import type { ClaimTab } from '@/shared/schemas/claim.schema';
import type { RegistrationTab } from '@/shared/schemas/registration.schema';

/** Every admin query lives under ['admin'], so one invalidation refreshes stats and lists after a decision. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  recentClaims: () => ['admin', 'claims', 'recent'] as const,
  /** A list from the page `from` names (an address's `?cursor=`), or from its newest (null). */
  claims: (filters: { status: ClaimTab; q: string }, from: string | null = null) =>
    ['admin', 'claims', 'list', filters, from] as const,
  registrations: (filters: { status: RegistrationTab }, from: string | null = null) =>
    ['admin', 'registrations', filters, from] as const,
};
