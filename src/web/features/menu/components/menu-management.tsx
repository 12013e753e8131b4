import { useState } from 'react';
import { AlertTriangle, Loader2 } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { toast } from '@/web/lib/toast';
import type { MenuCategory, MenuItem } from '@/shared/schemas/menu.schema';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { useDeleteCategory } from '../api/delete-category';
import { useDeleteItem } from '../api/delete-item';
import { useOwnerMenu } from '../api/get-owner-menu';
import { CategoriesTab } from './categories-tab';
import { CategoryDialog } from './category-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { ItemDialog } from './item-dialog';
import { ALL_CATEGORIES, ItemsTab } from './items-tab';
import { MenuOverview } from './menu-overview';
import { SpecialsTab } from './specials-tab';
import { errorMessage } from '@/web/lib/error-text';

const tabs = ['overview', 'categories', 'items', 'specials'] as const;
type Tab = (typeof tabs)[number];

type Editor =
  { kind: 'category'; category: MenuCategory | null } | { kind: 'item'; item: MenuItem | null } | null;

type PendingDelete = { kind: 'category'; category: MenuCategory } | { kind: 'item'; item: MenuItem } | null;

/** /owner/menu for one restaurant: header with counters, four tabs, dialogs and delete confirmations. */
export function MenuManagement({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('menu');
  const menu = useOwnerMenu(restaurantId);
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: Tab = tabs.includes(tabParam as Tab) ? (tabParam as Tab) : 'overview';
  const [filter, setFilter] = useState(ALL_CATEGORIES);
  const [editor, setEditor] = useState<Editor>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);
  const deleteCategory = useDeleteCategory(restaurantId);
  const deleteItem = useDeleteItem(restaurantId);

  const setTab = (next: Tab) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'overview') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );

  if (menu.isLoading) {
    return (
      <div className="flex items-center justify-center gap-3 py-20 text-slate-600" role="status">
        <Loader2 className="h-6 w-6 animate-spin text-brand-600" aria-hidden="true" />
        {t('loadingMenu')}
      </div>
    );
  }
  if (!menu.data) {
    return (
      <Card className="border-red-200">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-red-700">
            <AlertTriangle className="h-5 w-5" aria-hidden="true" />
            {t('menuLoadErrorTitle')}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col items-start gap-3">
          <p className="text-sm text-slate-700">
            {errorMessage(t, menu.error) ?? t('menuLoadErrorDescription')}
          </p>
          <Button variant="outline" onClick={() => void menu.refetch()}>
            {t('retry')}
          </Button>
        </CardContent>
      </Card>
    );
  }

  const data = menu.data;
  const confirmDelete = () => {
    if (!pendingDelete) return;
    if (pendingDelete.kind === 'category') {
      deleteCategory.mutate(pendingDelete.category.id, {
        onSuccess: () => {
          toast.success(t('categoryDeletedTitle'), { description: t('categoryDeletedDescription') });
          if (filter === pendingDelete.category.id) setFilter(ALL_CATEGORIES);
          setPendingDelete(null);
        },
        onError: (error) => toast.error(t('errorDeletingCategory'), { description: errorMessage(t, error) }),
      });
    } else {
      deleteItem.mutate(pendingDelete.item.id, {
        onSuccess: () => {
          toast.success(t('itemDeletedTitle'), { description: t('itemDeletedDescription') });
          setPendingDelete(null);
        },
        onError: (error) => toast.error(t('errorDeletingItem'), { description: errorMessage(t, error) }),
      });
    }
  };

  const addCategory = () => {
    setTab('categories');
    setEditor({ kind: 'category', category: null });
  };
  const addItem = () => {
    setTab('items');
    setEditor({ kind: 'item', item: null });
  };

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
          <p className="text-sm text-slate-600">{t('subtitle', { name: data.restaurant.name })}</p>
        </div>
        <ul className="flex flex-wrap gap-2 text-sm" aria-label={t('countersLabel')}>
          <li className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
            {t('categoriesCount', { count: data.stats.categoryCount })}
          </li>
          <li className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
            {t('itemsCount', { count: data.stats.itemCount })}
          </li>
          <li className="rounded-full bg-amber-100 px-3 py-1 text-amber-900">
            {t('featuredCount', { count: data.stats.featuredCount })}
          </li>
        </ul>
      </header>

      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList>
          <TabsTrigger value="overview">{t('tabOverview')}</TabsTrigger>
          <TabsTrigger value="categories">{t('tabCategories')}</TabsTrigger>
          <TabsTrigger value="items">{t('tabItems')}</TabsTrigger>
          <TabsTrigger value="specials">{t('tabSpecials')}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <MenuOverview
            menu={data}
            onAddCategory={addCategory}
            onAddItem={addItem}
            onCreateSpecial={() => setTab('specials')}
          />
        </TabsContent>
        <TabsContent value="categories">
          <CategoriesTab
            categories={data.categories}
            onAdd={() => setEditor({ kind: 'category', category: null })}
            onEdit={(category) => setEditor({ kind: 'category', category })}
            onDelete={(category) => setPendingDelete({ kind: 'category', category })}
          />
        </TabsContent>
        <TabsContent value="items">
          <ItemsTab
            categories={data.categories}
            items={data.items}
            filter={filter}
            onFilterChange={setFilter}
            onAdd={() => setEditor({ kind: 'item', item: null })}
            onEdit={(item) => setEditor({ kind: 'item', item })}
            onDelete={(item) => setPendingDelete({ kind: 'item', item })}
          />
        </TabsContent>
        <TabsContent value="specials">
          <SpecialsTab items={data.items} />
        </TabsContent>
      </Tabs>

      {editor?.kind === 'category' ? (
        <CategoryDialog
          restaurantId={restaurantId}
          category={editor.category}
          onClose={() => setEditor(null)}
        />
      ) : null}
      {editor?.kind === 'item' ? (
        <ItemDialog
          restaurantId={restaurantId}
          item={editor.item}
          categories={data.categories}
          defaultCategoryId={filter === ALL_CATEGORIES ? null : filter}
          onClose={() => setEditor(null)}
        />
      ) : null}
      <ConfirmDialog
        open={pendingDelete !== null}
        title={pendingDelete?.kind === 'item' ? t('deleteItemTitle') : t('deleteCategoryTitle')}
        description={pendingDelete?.kind === 'item' ? t('deleteItemConfirm') : t('deleteCategoryConfirm')}
        confirmLabel={t('delete')}
        isPending={deleteCategory.isPending || deleteItem.isPending}
        onConfirm={confirmDelete}
        onOpenChange={(open) => (open ? undefined : setPendingDelete(null))}
      />
    </div>
  );
}
