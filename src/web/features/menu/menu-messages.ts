import type { TFunction } from 'i18next';
import { menuMessages } from '@/shared/schemas/menu.schema';

// The shared contract and the server speak English; these are the catalogue keys for the messages
// they are known to send. Anything else is shown as it came.
const keyByMessage: Record<string, string> = {
  [menuMessages.categoryNameRequired]: 'errorCategoryNameRequired',
  [menuMessages.itemNameRequired]: 'errorItemNameRequired',
  [menuMessages.tooLong]: 'errorTooLong',
  [menuMessages.price]: 'errorPrice',
  [menuMessages.priceMax]: 'errorPriceMax',
  [menuMessages.originalPrice]: 'errorOriginalPrice',
  [menuMessages.priceKhr]: 'errorPriceKhr',
  [menuMessages.preparationTime]: 'errorPreparationTime',
  [menuMessages.categoryNotFound]: 'errorCategoryNotFound',
  [menuMessages.itemNotFound]: 'errorItemNotFound',
  [menuMessages.restaurantNotFound]: 'errorRestaurantNotFound',
  [menuMessages.foreignCategory]: 'errorForeignCategory',
  [menuMessages.tooManyCategories]: 'errorTooManyCategories',
  [menuMessages.tooManyItems]: 'errorTooManyItems',
};

/** A validation or server message in the current language (t from the 'menu' namespace). */
export function translateMenuMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyByMessage[message];
  return key ? t(key) : message;
}
