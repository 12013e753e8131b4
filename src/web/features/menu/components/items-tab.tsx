import { Plus, UtensilsCrossed } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import type { MenuCategory, MenuItem } from '@/shared/schemas/menu.schema';
import { Button } from '@/web/components/ui/button';
import { Label, NativeSelect } from '@/web/components/ui/input';
import { paths } from '@/web/lib/paths';
import { useHasMounted } from '@/web/lib/use-has-mounted';
import { ALL_CATEGORIES, NEW_ENTRY, useMenuAddress } from '../menu-address';
import { DialogLink } from '@/web/components/dialog-link';
import { EmptyState } from './empty-state';
import { ItemCard } from './item-card';

/**
 * Menu Items tab: 'Filter by Category' and the item cards. The filter is in the address (`?category=`):
 * a GET form whose Apply button is drawn until the page's scripts run, after which a change of the
 * select filters at once. Add, Edit and Delete are links to the tab's form, drawn in `form`.
 */
export function ItemsTab({
  categories,
  items,
  filter,
  form,
  onFilterChange,
  onAdd,
  onEdit,
  onDelete,
}: {
  categories: MenuCategory[];
  items: MenuItem[];
  filter: string;
  /** The form the address asks for (none: null). */
  form?: ReactNode;
  onFilterChange: (filter: string) => void;
  onAdd: () => void;
  onEdit: (item: MenuItem) => void;
  onDelete: (item: MenuItem) => void;
}) {
  const { t } = useTranslation('menu');
  const filterId = useId();
  const hasMounted = useHasMounted();
  const address = useMenuAddress();
  const addHref = address('items', { edit: NEW_ENTRY });
  const isFiltered = filter !== ALL_CATEGORIES && categories.some((category) => category.id === filter);
  const shown = isFiltered ? items.filter((item) => item.categoryId === filter) : items;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <form method="get" action={paths.owner.menu()} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="tab" value="items" />
          <div className="flex min-w-56 flex-col gap-1.5">
            <Label htmlFor={filterId}>{t('filterByCategory')}</Label>
            <NativeSelect
              id={filterId}
              name="category"
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
          {hasMounted ? null : (
            <Button type="submit" variant="outline">
              {t('applyFilter')}
            </Button>
          )}
        </form>
        <DialogLink to={addHref} onOpen={onAdd}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('addMenuItem')}
        </DialogLink>
      </div>
      {form}
      {shown.length === 0 ? (
        <EmptyState
          icon={UtensilsCrossed}
          title={t('noMenuItemsFound')}
          description={isFiltered ? t('noItemsInCategory') : t('createFirstItem')}
          action={
            <DialogLink to={addHref} onOpen={onAdd}>
              {t('addMenuItem')}
            </DialogLink>
          }
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
