import type { TFunction } from 'i18next';
import { registrationMessages } from '@/shared/schemas/registration.schema';
import { ApiError } from '@/web/lib/api-client';

// Catalogue keys ('claims' namespace) for the English messages of the shared contract and server.
const keyByMessage: Record<string, string> = {
  [registrationMessages.name]: 'errorRegName',
  [registrationMessages.description]: 'errorRegDescription',
  [registrationMessages.cuisine]: 'errorRegCuisine',
  [registrationMessages.address]: 'errorRegAddress',
  [registrationMessages.location]: 'errorRegLocation',
  [registrationMessages.priceRange]: 'errorRegPriceRange',
  [registrationMessages.phone]: 'errorPhone',
  [registrationMessages.website]: 'errorRegWebsite',
  [registrationMessages.openingHours]: 'errorRegOpeningHours',
  [registrationMessages.tooLong]: 'errorTooLong',
};

export function translateRegistrationMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyByMessage[message];
  return key ? t(key) : message;
}

export function describeRegistrationError(t: TFunction, error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'NETWORK') return t('errorNetwork');
  if (error.status === 409) return t('errorTooManyRegistrations');
  if (error.status >= 500) return fallback;
  return translateRegistrationMessage(t, error.message) ?? fallback;
}
