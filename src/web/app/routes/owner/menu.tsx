import { HydrationBoundary } from '@tanstack/react-query';
import { AlertTriangle, Loader2, Store } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Card, CardContent } from '@/web/components/ui/card';
import { MenuManagement } from '@/web/features/menu/components/menu-management';
import { useSelectedRestaurant } from '@/web/features/owner/use-selected-restaurant';
import { usePageTitle } from '@/web/lib/use-page-title';
import { getOwnerMenuData } from '../../lib/dashboard-pages.server';
import { ownerMenuAction } from '../../lib/owner-menu-actions.server';
import { privateHead } from '../../lib/private-head.server';
import { privateMeta } from '../../lib/private-head';
import { revalidateOnlyForOtherPages } from '../../lib/revalidation';
import type { Route } from './+types/menu';

export const loader = async ({ context }: Route.LoaderArgs) => {
  const { queries, restaurantName } = await getOwnerMenuData(context);
  return {
    queries,
    head: restaurantName
      ? privateHead(context, 'menu:title', 'menu:subtitle', { name: restaurantName })
      : privateHead(context, 'menu:title', 'owner:dashboardTitle'),
  };
};

export const meta: Route.MetaFunction = ({ data }) => privateMeta(data?.head);

/**
 * Add, edit and delete of categories and items sent as forms (before or without the page's scripts,
 * which use dialogs): each calls the menu API as the visitor.
 */
export const action = ({ request, context }: Route.ActionArgs) => ownerMenuAction(request, context);

// The tab, the filter and an open form are in the query string, drawn from the menu the page already has.
export const shouldRevalidate = revalidateOnlyForOtherPages;

/** The page drawn with its loader's data already in the query cache (no second request for it). */
export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <Page />
    </HydrationBoundary>
  );
}

/** /owner/menu (Menu Management) for the restaurant picked in the sidebar. */
function Page() {
  const { t } = useTranslation('menu');
  usePageTitle(t('title'));
  const { selected, isLoading, error } = useSelectedRestaurant();

  if (isLoading) {
    return (
      <div className="flex items-center justify-center gap-3 py-20 text-slate-600" role="status">
        <Loader2 className="h-6 w-6 animate-spin text-brand-600" aria-hidden="true" />
        {t('loadingRestaurant')}
      </div>
    );
  }
  if (error) {
    return (
      <Card className="mx-auto max-w-xl border-red-200">
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <AlertTriangle className="h-10 w-10 text-red-600" aria-hidden="true" />
          <h1 className="text-xl font-semibold text-slate-900">{t('menuLoadErrorTitle')}</h1>
          <p className="text-slate-600">{t('menuLoadErrorDescription')}</p>
        </CardContent>
      </Card>
    );
  }
  if (!selected) {
    return (
      <Card className="mx-auto max-w-xl">
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <Store className="h-10 w-10 text-slate-400" aria-hidden="true" />
          <h1 className="text-xl font-semibold text-slate-900">{t('noRestaurantTitle')}</h1>
          <p className="text-slate-600">{t('noRestaurantDescription')}</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="mx-auto max-w-6xl">
      <MenuManagement key={selected.id} restaurantId={selected.id} />
    </div>
  );
}
