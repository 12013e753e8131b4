import { useTranslation } from '@/web/i18n/use-translation';
import { toast } from '@/web/lib/toast';
import { paths } from '@/web/lib/paths';

/**
 * Shares a restaurant page: the device's share sheet ('{name} on Spey') where there is one,
 * otherwise the link is copied ('Link copied').
 */
export function useShareRestaurant() {
  const { t } = useTranslation('restaurants');
  return async (restaurant: { id: string; name: string }) => {
    const url = new URL(paths.restaurant(restaurant.id), window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('shareTitle', { name: restaurant.name }), url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // the user closed the sheet
        // Share refused (e.g. not allowed here): fall back to copying.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('linkCopiedTitle'), { description: t('linkCopiedDescription') });
    } catch {
      toast.error(t('copyFailedTitle'), { description: url });
    }
  };
}
