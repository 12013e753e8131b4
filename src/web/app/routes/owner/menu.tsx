import { AlertTriangle, Loader2, Store } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Card, CardContent } from '@/web/components/ui/card';
import { MenuManagement } from '@/web/features/menu/components/menu-management';
import { useSelectedRestaurant } from '@/web/features/owner/use-selected-restaurant';
import { usePageTitle } from '@/web/lib/use-page-title';

/** /owner/menu (Menu Management) for the restaurant picked in the sidebar. */
export default function Component() {
  const { t } = useTranslation('menu');
  usePageTitle(t('title'));
  const { selected, isLoading, error } = useSelectedRestaurant();

  if (isLoading) {
    return (
      <div className="flex items-center justify-center gap-3 py-20 text-slate-600" role="status">
        <Loader2 className="h-6 w-6 animate-spin text-brand-600" aria-hidden="true" />
        {t('loadingRestaurant')}
      </div>
    );
  }
  if (error) {
    return (
      <Card className="mx-auto max-w-xl border-red-200">
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <AlertTriangle className="h-10 w-10 text-red-600" aria-hidden="true" />
          <h1 className="text-xl font-semibold text-slate-900">{t('menuLoadErrorTitle')}</h1>
          <p className="text-slate-600">{t('menuLoadErrorDescription')}</p>
        </CardContent>
      </Card>
    );
  }
  if (!selected) {
    return (
      <Card className="mx-auto max-w-xl">
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <Store className="h-10 w-10 text-slate-400" aria-hidden="true" />
          <h1 className="text-xl font-semibold text-slate-900">{t('noRestaurantTitle')}</h1>
          <p className="text-slate-600">{t('noRestaurantDescription')}</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="mx-auto max-w-6xl">
      <MenuManagement key={selected.id} restaurantId={selected.id} />
    </div>
  );
}
