import { Clock, Pencil, Star, Trash2 } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import type { MenuItem } from '@/shared/schemas/menu.schema';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent } from '@/web/components/ui/card';
import { formatPrice } from '../format-price';
import { useMenuAddress } from '../menu-address';
import { DialogLink } from '@/web/components/dialog-link';

/**
 * One menu item: badges, price (with the struck-through original when higher), description, prep time.
 * Edit and Delete (on the items tab) are links to the tab's form for the item, or open the dialogs.
 */
export function ItemCard({
  item,
  onEdit,
  onDelete,
}: {
  item: MenuItem;
  onEdit?: (item: MenuItem) => void;
  onDelete?: (item: MenuItem) => void;
}) {
  const { t } = useTranslation('menu');
  const address = useMenuAddress();
  const hasDiscount = item.originalPrice !== null && item.originalPrice > item.price;
  return (
    <Card className={item.isAvailable ? undefined : 'opacity-75'} data-testid="menu-item-card">
      <CardContent className="flex h-full flex-col gap-3 pt-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h3 className="font-semibold break-words text-slate-900">{item.name}</h3>
            {item.categoryName ? <p className="text-xs text-slate-500">{item.categoryName}</p> : null}
          </div>
          <div className="shrink-0 text-right">
            <p className="font-semibold text-slate-900">{formatPrice(item.price)}</p>
            {hasDiscount && item.originalPrice !== null ? (
              <p className="text-sm text-slate-500 line-through">
                <span className="sr-only">{t('originalPriceLabel')} </span>
                {formatPrice(item.originalPrice)}
              </p>
            ) : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {item.isFeatured ? (
            <Badge tone="warning">
              <Star className="h-3 w-3" aria-hidden="true" />
              {t('badgeFeatured')}
            </Badge>
          ) : null}
          {item.isAvailable ? null : <Badge tone="danger">{t('badgeUnavailable')}</Badge>}
          {item.isSpicy ? <Badge tone="outline">{t('badgeSpicy')}</Badge> : null}
          {item.isVegetarian ? <Badge tone="success">{t('badgeVegetarian')}</Badge> : null}
          {item.isVegan ? <Badge tone="success">{t('badgeVegan')}</Badge> : null}
        </div>
        {item.description ? <p className="text-sm break-words text-slate-600">{item.description}</p> : null}
        <div className="mt-auto flex items-center justify-between gap-2">
          {item.preparationTime !== null ? (
            <span className="flex items-center gap-1 text-xs text-slate-500">
              <Clock className="h-3.5 w-3.5" aria-hidden="true" />
              {t('prepTime', { count: item.preparationTime })}
            </span>
          ) : (
            <span />
          )}
          {onEdit || onDelete ? (
            <div className="flex gap-1">
              {onEdit ? (
                <DialogLink
                  to={address('items', { edit: item.id })}
                  onOpen={() => onEdit(item)}
                  variant="ghost"
                  size="sm"
                  aria-label={t('editItemNamed', { name: item.name })}
                >
                  <Pencil className="h-4 w-4" aria-hidden="true" />
                </DialogLink>
              ) : null}
              {onDelete ? (
                <DialogLink
                  to={address('items', { delete: item.id })}
                  onOpen={() => onDelete(item)}
                  variant="ghost"
                  size="sm"
                  className="text-red-700 hover:bg-red-50"
                  aria-label={t('deleteItemNamed', { name: item.name })}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </DialogLink>
              ) : null}
            </div>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
