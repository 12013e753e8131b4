import { Link, useSearchParams } from 'react-router';
import { Store } from 'lucide-react';
import { SEARCH_MAX_LENGTH } from '@/shared/domain/restaurant-constants';
import { Button } from '@/web/components/ui/button';
import { Input, Label } from '@/web/components/ui/input';
import {
  RESTAURANT_SEARCH_PARAM,
  toOptionsQuery,
  useRestaurantOptions,
} from '@/web/features/restaurants/api/get-restaurant-options';
import { useTranslation } from '@/web/i18n/use-translation';
import { paths } from '@/web/lib/paths';

/**
 * The claim form's restaurant picker before (or without) the page's scripts: a GET search form that
 * keeps its text in the address (`?restaurantSearch=`), and the matching restaurants, drawn on the server
 * by the page's loader, as links to the same page with `?restaurantId=`, where the claim form is filled.
 */
export function ClaimRestaurantSearch({ id }: { id: string }) {
  const { t } = useTranslation('claims');
  const { t: tCommon } = useTranslation('common');
  const [params] = useSearchParams();
  const text = params.get(RESTAURANT_SEARCH_PARAM) ?? '';
  const options = useRestaurantOptions(toOptionsQuery(text));
  const matches = options.data?.items ?? [];

  return (
    <div className="flex flex-col gap-3">
      <form method="get" role="search" action={paths.becomeAPartner()} className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{t('restaurantLabel')}</Label>
        <div className="flex gap-2">
          <Input
            id={id}
            type="search"
            name={RESTAURANT_SEARCH_PARAM}
            defaultValue={text}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t('restaurantSearchPlaceholder')}
          />
          <Button type="submit" variant="outline">
            {tCommon('search')}
          </Button>
        </div>
      </form>
      {options.data ? (
        matches.length > 0 ? (
          <ul
            aria-label={t('restaurantLabel')}
            className="flex max-h-64 flex-col overflow-y-auto rounded-md border border-slate-200 bg-white py-1"
          >
            {matches.map((option) => (
              <li key={option.id}>
                <Link
                  to={paths.becomeAPartner(option.id)}
                  className="flex items-center gap-2 px-3 py-2 text-sm text-slate-800 hover:bg-brand-50 hover:text-brand-800"
                >
                  <Store className="h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
                  {option.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t('restaurantSearchEmpty')}</p>
        )
      ) : null}
      {options.data?.hasMore && matches.length > 0 ? (
        <p className="text-xs text-slate-500">{t('restaurantMoreMatches')}</p>
      ) : null}
    </div>
  );
}
