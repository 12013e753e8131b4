import { Clock, Flame, Leaf, Sprout, Star, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatKhr, formatUsd, getItemKhr, type CurrencyChoice } from '@/shared/domain/money';
import type {
  menuFilterNames,
  MenuFilters,
  PublicMenu,
  PublicMenuItem,
} from '@/shared/schemas/public-menu.schema';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useTranslation } from '@/web/i18n/use-translation';
import { cn } from '@/web/lib/cn';
import { paths } from '@/web/lib/paths';
import { menuFilterQuery, usePublicMenu } from '../api/get-public-menu';
import { useCurrencyChoice } from '../use-currency-choice';
import { CurrencyChoiceControl } from './currency-choice';

type MenuFilterName = (typeof menuFilterNames)[number];

// Every filter of the schema's list, with its label (the record's type makes the list complete). The
// tab takes the names from here, not from the schema module: that module builds zod schemas, and the
// restaurant page's first visit does not load zod.
const filterLabelKeys: Record<MenuFilterName, string> = {
  vegetarian: 'menuFilterVegetarian',
  vegan: 'menuFilterVegan',
  notSpicy: 'menuFilterNotSpicy',
};
const filterNames = Object.keys(filterLabelKeys) as MenuFilterName[];

const noFilters: MenuFilters = { vegetarian: false, vegan: false, notSpicy: false };

/**
 * The Menu tab of a restaurant's page (?tab=menu): filters, the currency choice, active categories in
 * order with their items. `initialMenu` and `initialCurrency` come from the page's loader (drawn on
 * the server); later filter changes are fetched in the browser.
 */
export function PublicMenuTab({
  restaurantId,
  isOwner,
  initialMenu,
  initialFilters = noFilters,
  initialCurrency,
}: {
  restaurantId: string;
  isOwner: boolean;
  initialMenu?: PublicMenu;
  initialFilters?: MenuFilters;
  initialCurrency?: CurrencyChoice;
}) {
  const { t, i18n } = useTranslation('restaurants');
  const [filters, setFilters] = useState<MenuFilters>(initialFilters);
  const [currency, setCurrency] = useCurrencyChoice(initialCurrency);
  const isInitial = menuFilterQuery(filters) === menuFilterQuery(initialFilters);
  const query = usePublicMenu(restaurantId, filters, isInitial ? initialMenu : undefined);
  const menu = query.data;

  if (!menu) {
    if (query.isError) {
      return (
        <Card>
          <CardContent className="flex flex-col items-start gap-3 p-6">
            <p className="text-sm text-slate-700">{t('menuLoadError')}</p>
            <Button variant="outline" onClick={() => void query.refetch()}>
              {t('menuRetry')}
            </Button>
          </CardContent>
        </Card>
      );
    }
    return (
      <div className="space-y-3" aria-busy="true" aria-label={t('menuLoading')}>
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }

  if (!menu.hasMenu) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
          <UtensilsCrossed className="h-10 w-10 text-slate-400" aria-hidden="true" />
          <h2 className="text-lg font-semibold text-slate-900">{t('menuEmptyTitle')}</h2>
          <p className="text-sm text-slate-600">{t('menuEmptyDescription')}</p>
          {isOwner ? (
            <Button asChild>
              <Link to={paths.owner.menu()}>{t('menuEmptyOwnerLink')}</Link>
            </Button>
          ) : null}
        </CardContent>
      </Card>
    );
  }

  const toggle = (name: keyof MenuFilters) =>
    setFilters((current) => ({ ...current, [name]: !current[name] }));
  const price = (item: PublicMenuItem) => ({
    usd: formatUsd(item.price),
    khr: formatKhr(getItemKhr(item, menu.khrPerUsd), i18n.language),
  });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* A GET form of this page: each filter is a submit button that turns it on or off, so the
            filters work before and without scripts (the page's loader draws them); with scripts the
            click changes them in place. */}
        <form method="get" role="group" aria-label={t('menuFiltersLabel')} className="flex flex-wrap gap-2">
          <input type="hidden" name="tab" value="menu" />
          {filterNames.map((name) =>
            filters[name] ? <input key={name} type="hidden" name={name} value="1" /> : null,
          )}
          {filterNames.map((name) => (
            <button
              key={name}
              type="submit"
              name={name}
              value={filters[name] ? '0' : '1'}
              aria-pressed={filters[name]}
              onClick={(event) => {
                event.preventDefault();
                toggle(name);
              }}
              className={cn(
                'rounded-full border px-3 py-1 text-sm font-medium',
                filters[name]
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 text-slate-700 hover:bg-slate-100',
              )}
            >
              {t(filterLabelKeys[name])}
            </button>
          ))}
        </form>
        <CurrencyChoiceControl value={currency} onChange={setCurrency} />
      </div>

      {menu.sections.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-start gap-3 p-6">
            <p className="text-sm text-slate-700">{t('menuNoMatch')}</p>
            <Button variant="outline" onClick={() => setFilters(noFilters)}>
              {t('menuClearFilters')}
            </Button>
          </CardContent>
        </Card>
      ) : (
        menu.sections.map((section) => (
          <section key={section.id ?? 'other'} aria-labelledby={`menu-section-${section.id ?? 'other'}`}>
            <h2 id={`menu-section-${section.id ?? 'other'}`} className="text-xl font-semibold text-slate-900">
              {section.name ?? t('menuOtherSection')}
            </h2>
            {section.description ? (
              <p className="mt-1 text-sm text-slate-600">{section.description}</p>
            ) : null}
            <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {section.items.map((item) => (
                <MenuItemRow
                  key={item.id}
                  item={item}
                  currency={currency}
                  price={price}
                  khrPerUsd={menu.khrPerUsd}
                />
              ))}
            </ul>
          </section>
        ))
      )}
      <p className="text-xs text-slate-500">
        {t('menuRateNote', { rate: menu.khrPerUsd.toLocaleString('en-US') })}
      </p>
    </div>
  );
}

function PriceText({
  usd,
  khr,
  currency,
  className,
}: {
  usd: string;
  khr: string;
  currency: CurrencyChoice;
  className?: string;
}) {
  if (currency === 'usd') return <span className={className}>{usd}</span>;
  if (currency === 'khr') return <span className={className}>{khr}</span>;
  return (
    <span className={cn('flex flex-col items-end', className)}>
      <span>{usd}</span>
      <span className="text-sm font-normal text-slate-600">{khr}</span>
    </span>
  );
}

function MenuItemRow({
  item,
  currency,
  price,
  khrPerUsd,
}: {
  item: PublicMenuItem;
  currency: CurrencyChoice;
  price: (item: PublicMenuItem) => { usd: string; khr: string };
  khrPerUsd: number;
}) {
  const { t, i18n } = useTranslation('restaurants');
  const current = price(item);
  const original =
    item.originalPrice !== null && item.originalPrice > item.price
      ? {
          usd: formatUsd(item.originalPrice),
          khr: formatKhr(getItemKhr({ price: item.originalPrice, priceKhr: null }, khrPerUsd), i18n.language),
        }
      : null;
  return (
    <li className={cn('flex gap-4 p-4', item.isAvailable ? '' : 'opacity-60')} data-testid="menu-item">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium text-slate-900">{item.name}</h3>
          {item.isFeatured ? (
            <Badge tone="yellow">
              <Star className="h-3 w-3" aria-hidden="true" />
              {t('menuBadgeFeatured')}
            </Badge>
          ) : null}
          {item.isSpicy ? (
            <Badge tone="danger">
              <Flame className="h-3 w-3" aria-hidden="true" />
              {t('menuBadgeSpicy')}
            </Badge>
          ) : null}
          {item.isVegan ? (
            <Badge tone="success">
              <Sprout className="h-3 w-3" aria-hidden="true" />
              {t('menuBadgeVegan')}
            </Badge>
          ) : item.isVegetarian ? (
            <Badge tone="success">
              <Leaf className="h-3 w-3" aria-hidden="true" />
              {t('menuBadgeVegetarian')}
            </Badge>
          ) : null}
          {item.isAvailable ? null : <Badge tone="neutral">{t('menuUnavailable')}</Badge>}
        </div>
        {item.description ? <p className="mt-1 text-sm text-slate-600">{item.description}</p> : null}
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
          {item.preparationTime !== null ? (
            <span className="inline-flex items-center gap-1">
              <Clock className="h-3 w-3" aria-hidden="true" />
              {t('menuPreparationTime', { count: item.preparationTime })}
            </span>
          ) : null}
          {item.allergens.length > 0 ? (
            <span>{t('menuAllergens', { list: item.allergens.join(', ') })}</span>
          ) : null}
        </div>
      </div>
      <div className="shrink-0 text-right font-semibold text-slate-900">
        <PriceText {...current} currency={currency} />
        {original ? (
          <del className="mt-0.5 block text-xs font-normal text-slate-500">
            <span className="sr-only">{t('menuOriginalPrice')} </span>
            {currency === 'khr' ? original.khr : original.usd}
          </del>
        ) : null}
      </div>
    </li>
  );
}
