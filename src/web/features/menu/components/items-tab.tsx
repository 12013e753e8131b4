import { Plus, UtensilsCrossed } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import type { MenuCategory, MenuItem } from '@/shared/schemas/menu.schema';
import { Button } from '@/web/components/ui/button';
import { Label, NativeSelect } from '@/web/components/ui/input';
import { EmptyState } from './empty-state';
import { ItemCard } from './item-card';

export const ALL_CATEGORIES = 'all';

/** Menu Items tab: 'Filter by Category' and the item cards. */
export function ItemsTab({
  categories,
  items,
  filter,
  onFilterChange,
  onAdd,
  onEdit,
  onDelete,
}: {
  categories: MenuCategory[];
  items: MenuItem[];
  filter: string;
  onFilterChange: (filter: string) => void;
  onAdd: () => void;
  onEdit: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
}) {
  const { t } = useTranslation('menu');
  const filterId = useId();
  const isFiltered = filter !== ALL_CATEGORIES && categories.some((category) => category.id === filter);
  const shown = isFiltered ? items.filter((item) => item.categoryId === filter) : items;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-56 flex-col gap-1.5">
          <Label htmlFor={filterId}>{t('filterByCategory')}</Label>
          <NativeSelect
            id={filterId}
            value={isFiltered ? filter : ALL_CATEGORIES}
            onChange={(event) => onFilterChange(event.target.value)}
          >
            <option value={ALL_CATEGORIES}>{t('allCategories')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button onClick={onAdd}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('addMenuItem')}
        </Button>
      </div>
      {shown.length === 0 ? (
        <EmptyState
          icon={UtensilsCrossed}
          title={t('noMenuItemsFound')}
          description={isFiltered ? t('noItemsInCategory') : t('createFirstItem')}
          action={<Button onClick={onAdd}>{t('addMenuItem')}</Button>}
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((item) => (
            <ItemCard key={item.id} item={item} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </div>
      )}
    </div>
  );
}
