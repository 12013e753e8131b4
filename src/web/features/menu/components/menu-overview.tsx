import {
  CheckCircle2,
  DollarSign,
  FolderPlus,
  Plus,
  Sparkles,
  Star,
  XCircle,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import {
  OVERVIEW_ITEMS_PER_CATEGORY,
  RECENT_ITEMS_COUNT,
  type OwnerMenu,
} from '@/shared/schemas/menu.schema';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { formatPrice } from '../format-price';
import { NEW_ENTRY, useMenuAddress } from '../menu-address';
import { DialogLink } from '@/web/components/dialog-link';
import { EmptyState } from './empty-state';

/**
 * Overview tab: quick actions, four stat cards, active categories with their first items, newest items.
 * Add Category and Add Menu Item are links to their tab's form (with scripts: the tab and its dialog).
 */
export function MenuOverview({
  menu,
  onAddCategory,
  onAddItem,
  onCreateSpecial,
}: {
  menu: OwnerMenu;
  onAddCategory: () => void;
  onAddItem: () => void;
  onCreateSpecial: () => void;
}) {
  const { t } = useTranslation('menu');
  const address = useMenuAddress();
  const addCategoryHref = address('categories', { edit: NEW_ENTRY });
  const activeCategories = menu.categories.filter((category) => category.isActive);
  const recentItems = [...menu.items]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, RECENT_ITEMS_COUNT);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap gap-3">
        <DialogLink to={addCategoryHref} onOpen={onAddCategory}>
          <FolderPlus className="h-4 w-4" aria-hidden="true" />
          {t('addCategory')}
        </DialogLink>
        <DialogLink to={address('items', { edit: NEW_ENTRY })} onOpen={onAddItem} variant="outline">
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('addMenuItem')}
        </DialogLink>
        <Button variant="outline" onClick={onCreateSpecial}>
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {t('createSpecial')}
        </Button>
      </div>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          icon={CheckCircle2}
          label={t('statAvailable')}
          value={String(menu.stats.availableCount)}
          tone="text-green-700"
        />
        <StatCard
          icon={Star}
          label={t('statFeatured')}
          value={String(menu.stats.featuredCount)}
          tone="text-amber-600"
        />
        <StatCard
          icon={DollarSign}
          label={t('statAvgPrice')}
          value={formatPrice(menu.stats.averagePrice)}
          tone="text-brand-700"
        />
        <StatCard
          icon={XCircle}
          label={t('statUnavailable')}
          value={String(menu.stats.unavailableCount)}
          tone="text-red-700"
        />
      </div>

      <section className="flex flex-col gap-3" aria-labelledby="overview-categories">
        <h2 id="overview-categories" className="text-lg font-semibold text-slate-900">
          {t('menuCategories')}
        </h2>
        {activeCategories.length === 0 ? (
          <EmptyState
            icon={FolderPlus}
            title={t('noCategoriesYet')}
            description={t('noCategoriesYetDescription')}
            action={
              <DialogLink to={addCategoryHref} onOpen={onAddCategory}>
                {t('addCategory')}
              </DialogLink>
            }
          />
        ) : (
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {activeCategories.map((category) => {
              const items = menu.items.filter((item) => item.categoryId === category.id);
              const more = items.length - OVERVIEW_ITEMS_PER_CATEGORY;
              return (
                <Card key={category.id}>
                  <CardHeader>
                    <div className="flex items-start justify-between gap-2">
                      <CardTitle className="break-words">{category.name}</CardTitle>
                      <Badge tone="neutral">{t('itemCount', { count: items.length })}</Badge>
                    </div>
                  </CardHeader>
                  <CardContent>
                    {items.length === 0 ? (
                      <p className="text-sm text-slate-500">{t('noItemsInCategoryYet')}</p>
                    ) : (
                      <ul className="flex flex-col gap-2">
                        {items.slice(0, OVERVIEW_ITEMS_PER_CATEGORY).map((item) => (
                          <li key={item.id} className="flex items-center justify-between gap-2 text-sm">
                            <span className="flex min-w-0 items-center gap-1.5">
                              <span className="truncate">{item.name}</span>
                              {item.isFeatured ? (
                                <Star
                                  className="h-3.5 w-3.5 shrink-0 fill-amber-400 text-amber-500"
                                  aria-label={t('badgeFeatured')}
                                />
                              ) : null}
                              {item.isAvailable ? null : (
                                <Badge tone="danger" className="shrink-0">
                                  {t('badgeUnavailable')}
                                </Badge>
                              )}
                            </span>
                            <span className="shrink-0 font-medium">{formatPrice(item.price)}</span>
                          </li>
                        ))}
                      </ul>
                    )}
                    {more > 0 ? (
                      <p className="mt-2 text-xs text-slate-500">{t('moreItems', { count: more })}</p>
                    ) : null}
                  </CardContent>
                </Card>
              );
            })}
          </div>
        )}
      </section>

      <section className="flex flex-col gap-3" aria-labelledby="overview-recent">
        <h2 id="overview-recent" className="text-lg font-semibold text-slate-900">
          {t('recentlyAdded')}
        </h2>
        {recentItems.length === 0 ? (
          <p className="text-sm text-slate-600">{t('noItemsYet')}</p>
        ) : (
          <Card>
            <ul className="divide-y divide-slate-100">
              {recentItems.map((item) => (
                <li key={item.id} className="flex items-center justify-between gap-3 px-5 py-3 text-sm">
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{item.name}</span>
                    <span className="block truncate text-xs text-slate-500">
                      {item.categoryName ?? t('noCategory')}
                    </span>
                  </span>
                  <span className="shrink-0 font-medium">{formatPrice(item.price)}</span>
                </li>
              ))}
            </ul>
          </Card>
        )}
      </section>
    </div>
  );
}

function StatCard({
  icon: Icon,
  label,
  value,
  tone,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  tone: string;
}) {
  return (
    <Card>
      <CardContent className="flex items-center gap-4 pt-5">
        <Icon className={`h-8 w-8 shrink-0 ${tone}`} aria-hidden="true" />
        <div>
          <p className="text-sm text-slate-600">{label}</p>
          <p className="text-2xl font-bold text-slate-900">{value}</p>
        </div>
      </CardContent>
    </Card>
  );
}
