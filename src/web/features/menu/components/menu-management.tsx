import { useState } from 'react';
import { AlertTriangle, Loader2 } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { toast } from '@/web/lib/toast';
import type { MenuCategory, MenuItem } from '@/shared/schemas/menu.schema';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Tabs, TabsContent, TabsList } from '@/web/components/ui/tabs';
import { TabLink, useTabNavigation } from '@/web/components/link-tabs';
import { useDeleteCategory } from '../api/delete-category';
import { useDeleteItem } from '../api/delete-item';
import { useOwnerMenu } from '../api/get-owner-menu';
import {
  ALL_CATEGORIES,
  isMenuTab,
  readCategoryFilter,
  readMenuTab,
  useMenuAddress,
  type MenuTab,
} from '../menu-address';
import { CategoriesTab } from './categories-tab';
import { CategoryDialog } from './category-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { ItemDialog } from './item-dialog';
import { ItemsTab } from './items-tab';
import { MenuFormPanel } from './menu-inline-forms';
import { MenuOverview } from './menu-overview';
import { SpecialsTab } from './specials-tab';
import { errorMessage } from '@/web/lib/error-text';

type Editor =
  { kind: 'category'; category: MenuCategory | null } | { kind: 'item'; item: MenuItem | null } | null;

type PendingDelete = { kind: 'category'; category: MenuCategory } | { kind: 'item'; item: MenuItem } | null;

/**
 * /owner/menu for one restaurant: header with counters, four tabs, dialogs and delete confirmations.
 * The tab, the items' filter and an open form are in the address (../menu-address.ts), so the page
 * works before and without its scripts: the tabs are links, the filter a GET form, and Add, Edit and
 * Delete links to forms drawn on their tab (menu-inline-forms.tsx); with scripts they open the dialogs.
 */
export function MenuManagement({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('menu');
  const menu = useOwnerMenu(restaurantId);
  const [searchParams, setSearchParams] = useSearchParams();
  const address = useMenuAddress();
  const tab = readMenuTab(searchParams);
  const filter = readCategoryFilter(searchParams);
  const [editor, setEditor] = useState<Editor>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);
  const deleteCategory = useDeleteCategory(restaurantId);
  const deleteItem = useDeleteItem(restaurantId);

  // The tabs are links (`?tab=`); with scripts Radix changes the tab and the address follows.
  const selectTab = useTabNavigation((value) => (isMenuTab(value) ? address(value) : null));
  const setTab = (next: MenuTab) => selectTab(next);
  // The filter is in the address (`?category=`), which a change of the select follows at once.
  const setFilter = (next: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === ALL_CATEGORIES) params.delete('category');
        else params.set('category', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
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

      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList>
          <TabLink value="overview" to={address('overview')}>
            {t('tabOverview')}
          </TabLink>
          <TabLink value="categories" to={address('categories')}>
            {t('tabCategories')}
          </TabLink>
          <TabLink value="items" to={address('items')}>
            {t('tabItems')}
          </TabLink>
          <TabLink value="specials" to={address('specials')}>
            {t('tabSpecials')}
          </TabLink>
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
            form={
              tab === 'categories' ? (
                <MenuFormPanel tab="categories" menu={data} restaurantId={restaurantId} filter={filter} />
              ) : null
            }
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
            form={
              tab === 'items' ? (
                <MenuFormPanel tab="items" menu={data} restaurantId={restaurantId} filter={filter} />
              ) : null
            }
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
          defaultCategoryId={data.categories.some((category) => category.id === filter) ? filter : null}
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
