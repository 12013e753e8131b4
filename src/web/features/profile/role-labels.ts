import type { Role } from '@/shared/schemas/auth.schema';

/** 'profile' catalogue keys for each role's name. */
export const roleLabelKeys: Record<Role, string> = {
  user: 'roleUser',
  owner: 'roleOwner',
  admin: 'roleAdmin',
};
