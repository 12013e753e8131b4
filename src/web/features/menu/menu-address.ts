import { useSearchParams } from 'react-router';
import { listAddress } from '@/web/lib/link-params';
import { paths } from '@/web/lib/paths';

/**
 * /owner/menu's views in its address, so each opens before or without the page's scripts (the server
 * draws the address): the tab (`?tab=categories|items|specials`, the overview has none), the items'
 * filter (`?category=<id>`), and a form: `?edit=new` or `?edit=<id>` (the category or item of the tab)
 * and `?delete=<id>`. With scripts the tabs and the filter follow the address, and the links that open
 * a form open its dialog instead.
 */
export const menuTabs = ['overview', 'categories', 'items', 'specials'] as const;
export type MenuTab = (typeof menuTabs)[number];

/** The filter's value for every category (the items' `?category=` absent, or `all` from its GET form). */
export const ALL_CATEGORIES = 'all';

/** `?edit=` for a form that creates. */
export const NEW_ENTRY = 'new';

export const isMenuTab = (value: string | null): value is MenuTab => menuTabs.some((tab) => tab === value);

export function readMenuTab(params: URLSearchParams): MenuTab {
  const value = params.get('tab');
  return isMenuTab(value) ? value : 'overview';
}

export function readCategoryFilter(params: URLSearchParams): string {
  return params.get('category') || ALL_CATEGORIES;
}

/**
 * The address of this page on a tab, keeping the items' filter: without a form unless `edit` or
 * `delete` names one, and with the filter changed when `category` is given (null: every category).
 */
export function useMenuAddress() {
  const [params] = useSearchParams();
  return (tab: MenuTab, changes: { edit?: string; delete?: string; category?: string | null } = {}): string =>
    listAddress(paths.owner.menu(), params, null, {
      tab: tab === 'overview' ? null : tab,
      edit: changes.edit ?? null,
      delete: changes.delete ?? null,
      ...(changes.category === undefined
        ? {}
        : { category: changes.category === ALL_CATEGORIES ? null : changes.category }),
    });
}

/** The intents of the page's forms (app/lib/owner-menu-actions.server.ts). */
export const menuIntents = {
  saveCategory: 'save-category',
  deleteCategory: 'delete-category',
  saveItem: 'save-item',
  deleteItem: 'delete-item',
} as const;
