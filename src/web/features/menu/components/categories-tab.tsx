import { FolderPlus, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import type { MenuCategory } from '@/shared/schemas/menu.schema';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { EmptyState } from './empty-state';

/** Categories tab: a grid of cards with name, Active/Inactive, description, order, edit and delete. */
export function CategoriesTab({
  categories,
  onAdd,
  onEdit,
  onDelete,
}: {
  categories: MenuCategory[];
  onAdd: () => void;
  onEdit: (category: MenuCategory) => void;
  onDelete: (category: MenuCategory) => void;
}) {
  const { t } = useTranslation('menu');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('menuCategories')}</h2>
        <Button onClick={onAdd}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('addCategory')}
        </Button>
      </div>
      {categories.length === 0 ? (
        <EmptyState
          icon={FolderPlus}
          title={t('noCategoriesCreated')}
          description={t('noCategoriesCreatedDescription')}
          action={<Button onClick={onAdd}>{t('addCategory')}</Button>}
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
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onEdit(category)}
                      aria-label={t('editCategoryNamed', { name: category.name })}
                    >
                      <Pencil className="h-4 w-4" aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-700 hover:bg-red-50"
                      onClick={() => onDelete(category)}
                      aria-label={t('deleteCategoryNamed', { name: category.name })}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                    </Button>
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
