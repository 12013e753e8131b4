import type { TFunction } from 'i18next';
import { ownerRestaurantMessages } from '@/shared/schemas/owner-restaurant.schema';

// The shared contract and the server speak English; these are the catalogue keys for the messages
// they are known to send. Anything else is shown as it came.
const keyByMessage: Record<string, string> = {
  [ownerRestaurantMessages.nameRequired]: 'errorNameRequired',
  [ownerRestaurantMessages.website]: 'errorWebsite',
  [ownerRestaurantMessages.mapUrl]: 'errorMapUrl',
  [ownerRestaurantMessages.cuisine]: 'errorCuisine',
  [ownerRestaurantMessages.priceRange]: 'errorPriceRange',
  [ownerRestaurantMessages.tooLong]: 'errorTooLong',
  [ownerRestaurantMessages.imageType]: 'errorImageType',
  [ownerRestaurantMessages.imageSize]: 'errorImageSize',
  [ownerRestaurantMessages.imageMissing]: 'errorImageMissing',
  [ownerRestaurantMessages.imageUnreadable]: 'errorImageUnreadable',
  [ownerRestaurantMessages.restaurantNotFound]: 'errorRestaurantNotFound',
};

/** A validation or server message in the current language (t from the 'owner' namespace). */
export function translateOwnerMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyByMessage[message];
  return key ? t(key) : message;
}
