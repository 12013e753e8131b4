import type { ReactNode } from 'react';
import { FolderPlus, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import type { MenuCategory } from '@/shared/schemas/menu.schema';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { NEW_ENTRY, useMenuAddress } from '../menu-address';
import { DialogLink } from '@/web/components/dialog-link';
import { EmptyState } from './empty-state';

/**
 * Categories tab: a grid of cards with name, Active/Inactive, description, order, edit and delete. Add,
 * Edit and Delete are links to the tab's form (`?edit=`, `?delete=`), drawn in `form`; with scripts
 * they open the dialogs.
 */
export function CategoriesTab({
  categories,
  form,
  onAdd,
  onEdit,
  onDelete,
}: {
  categories: MenuCategory[];
  /** The form the address asks for (none: null). */
  form?: ReactNode;
  onAdd: () => void;
  onEdit: (category: MenuCategory) => void;
  onDelete: (category: MenuCategory) => void;
}) {
  const { t } = useTranslation('menu');
  const address = useMenuAddress();
  const addHref = address('categories', { edit: NEW_ENTRY });
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('menuCategories')}</h2>
        <DialogLink to={addHref} onOpen={onAdd}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('addCategory')}
        </DialogLink>
      </div>
      {form}
      {categories.length === 0 ? (
        <EmptyState
          icon={FolderPlus}
          title={t('noCategoriesCreated')}
          description={t('noCategoriesCreatedDescription')}
          action={
            <DialogLink to={addHref} onOpen={onAdd}>
              {t('addCategory')}
            </DialogLink>
          }
        />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <Card key={category.id} data-testid="menu-category-card">
              <CardHeader>
                <div className="flex items-start justify-between gap-2">
                  <CardTitle className="break-words">{category.name}</CardTitle>
                  <Badge tone={category.isActive ? 'success' : 'neutral'}>
                    {category.isActive ? t('active') : t('inactive')}
                  </Badge>
                </div>
              </CardHeader>
              <CardContent className="flex flex-col gap-3">
                {category.description ? (
                  <p className="text-sm break-words text-slate-600">{category.description}</p>
                ) : null}
                <div className="flex items-center justify-between gap-2">
                  <span className="text-xs text-slate-500">
                    {t('order', { order: category.displayOrder })}
                  </span>
                  <div className="flex gap-1">
                    <DialogLink
                      to={address('categories', { edit: category.id })}
                      onOpen={() => onEdit(category)}
                      variant="ghost"
                      size="sm"
                      aria-label={t('editCategoryNamed', { name: category.name })}
                    >
                      <Pencil className="h-4 w-4" aria-hidden="true" />
                    </DialogLink>
                    <DialogLink
                      to={address('categories', { delete: category.id })}
                      onOpen={() => onDelete(category)}
                      variant="ghost"
                      size="sm"
                      className="text-red-700 hover:bg-red-50"
                      aria-label={t('deleteCategoryNamed', { name: category.name })}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                    </DialogLink>
                  </div>
                </div>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
