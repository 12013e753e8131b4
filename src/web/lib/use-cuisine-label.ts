import { useCallback } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { cuisineKey } from '@/shared/domain/cuisines';

/**
 * A cuisine as stored ('Street Food') in the interface language ('អាហារតាមផ្លូវ'). The names live
 * once, in the `claims` catalogue's cuisine* keys (the registration form's list); a cuisine without
 * a key is shown as stored.
 */
export function useCuisineLabel() {
  const { t } = useTranslation('claims');
  return useCallback((cuisine: string) => t(`cuisine${cuisineKey(cuisine)}`, { defaultValue: cuisine }), [t]);
}
