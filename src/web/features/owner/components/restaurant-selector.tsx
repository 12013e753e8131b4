import { Store } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link } from 'react-router';
import { NativeSelect } from '@/web/components/ui/input';
import { paths } from '@/web/lib/paths';
import type { SelectedRestaurant } from '../use-selected-restaurant';

/** Sidebar header: which restaurant the dashboard manages (a select when the owner has several). */
export function RestaurantSelector({
  restaurants,
  selected,
  select,
}: Pick<SelectedRestaurant, 'restaurants' | 'selected' | 'select'>) {
  const { t } = useTranslation('owner');
  const selectId = useId();
  if (!selected) {
    return (
      <div className="flex flex-col gap-1 text-sm">
        <span className="text-slate-600">{t('noRestaurantYet')}</span>
        <Link to={paths.becomeAPartner()} className="font-medium text-brand-700 hover:underline">
          {t('claimOrRegister')}
        </Link>
      </div>
    );
  }
  if (restaurants.length === 1) {
    return (
      <div className="flex min-w-0 items-center gap-2 text-sm">
        <Store className="h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
        <span className="truncate font-medium text-slate-900" title={selected.name}>
          {selected.name}
        </span>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={selectId} className="text-xs font-medium text-slate-600">
        {t('managingRestaurant')}
      </label>
      <NativeSelect id={selectId} value={selected.id} onChange={(event) => select(event.target.value)}>
        {restaurants.map((restaurant) => (
          <option key={restaurant.id} value={restaurant.id}>
            {restaurant.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
