import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { PRICE_FILTERS, SEARCH_MAX_LENGTH } from '@/shared/domain/restaurant-constants';
import { Input, Label, NativeSelect } from '@/web/components/ui/input';
import { Button } from '@/web/components/ui/button';
import { Switch } from '@/web/components/ui/switch';
import { paths } from '@/web/lib/paths';
import { useHasMounted } from '@/web/lib/use-has-mounted';
import type { PriceFilter, RestaurantFilters } from '../lib/restaurant-filters';
import { useCuisineLabel } from '@/web/lib/use-cuisine-label';

export interface RestaurantFiltersBarProps {
  filters: RestaurantFilters;
  searchText: string;
  onSearchTextChange: (value: string) => void;
  onChange: (patch: Partial<RestaurantFilters>) => void;
  cuisines: string[];
}

/** Search box, cuisine and price selects and the 'Open now' switch. */
export function RestaurantFiltersBar({
  filters,
  searchText,
  onSearchTextChange,
  onChange,
  cuisines,
}: RestaurantFiltersBarProps) {
  const { t } = useTranslation('restaurants');
  const { t: tCommon } = useTranslation('common');
  // Until the scripts have taken the page over, the filters are a plain GET form: a tap on Search
  // reloads the list with the filters in the address. Afterwards they apply as they change.
  const hasMounted = useHasMounted();
  const cuisineLabel = useCuisineLabel();
  const id = useId();
  // A cuisine from a shared link stays selectable even before (or without) the list of cuisines.
  const cuisineOptions =
    filters.cuisine && !cuisines.includes(filters.cuisine) ? [filters.cuisine, ...cuisines] : cuisines;
  return (
    <form
      role="search"
      method="get"
      action={paths.restaurants()}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-q`} className="sr-only">
          {t('searchLabel')}
        </Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            name="q"
            type="search"
            value={searchText}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(event) => onSearchTextChange(event.target.value)}
            placeholder={t('searchPlaceholder')}
            className="pl-9"
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-cuisine`} className="sr-only">
          {t('cuisineLabel')}
        </Label>
        <NativeSelect
          id={`${id}-cuisine`}
          name="cuisine"
          value={filters.cuisine}
          onChange={(event) => onChange({ cuisine: event.target.value })}
        >
          <option value="">{t('allCuisines')}</option>
          {cuisineOptions.map((cuisine) => (
            <option key={cuisine} value={cuisine}>
              {cuisineLabel(cuisine)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-price`} className="sr-only">
          {t('priceLabel')}
        </Label>
        <NativeSelect
          id={`${id}-price`}
          name="price"
          value={filters.price}
          onChange={(event) => onChange({ price: event.target.value as PriceFilter | '' })}
        >
          <option value="">{t('allPrices')}</option>
          {PRICE_FILTERS.map((price) => (
            <option key={price} value={price}>
              {price}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex h-10 items-center gap-2">
        {hasMounted ? (
          <Switch
            id={`${id}-open`}
            checked={filters.isOpenNow}
            onCheckedChange={(checked) => onChange({ isOpenNow: checked })}
          />
        ) : (
          <input
            id={`${id}-open`}
            type="checkbox"
            name="open"
            value="1"
            defaultChecked={filters.isOpenNow}
            className="h-5 w-5 accent-brand-600"
          />
        )}
        <Label htmlFor={`${id}-open`} className="cursor-pointer whitespace-nowrap">
          {t('openNow')}
        </Label>
        {hasMounted ? null : (
          <Button type="submit" size="sm">
            {tCommon('search')}
          </Button>
        )}
      </div>
    </form>
  );
}
