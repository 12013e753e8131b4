import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/web/i18n/use-translation';
import { toast } from '@/web/lib/toast';
import { cuisineKey, isCuisine, OWNER_CUISINES } from '@/shared/domain/cuisines';
import {
  DEFAULT_PRICE_RANGE,
  isPriceRange,
  PRICE_RANGE_BOUNDS,
  PRICE_RANGES,
  type PriceRange,
} from '@/shared/domain/price-ranges';
import {
  updateOwnerRestaurantSchema,
  type OwnerRestaurant,
  type UpdateOwnerRestaurant,
  type UpdateOwnerRestaurantInput,
} from '@/shared/schemas/owner-restaurant.schema';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@/web/components/ui/input';
import { useActionFailure } from '@/web/lib/action-result';
import { ApiError } from '@/web/lib/api-client';
import { useHasMounted } from '@/web/lib/use-has-mounted';
import { useUpdateOwnerRestaurant } from '../api/update-owner-restaurant';
import { errorMessage, messageText } from '@/web/lib/error-text';

type FormValues = UpdateOwnerRestaurantInput;

function toFormValues(restaurant: OwnerRestaurant): FormValues {
  return {
    name: restaurant.name,
    nameKm: restaurant.nameKm ?? '',
    description: restaurant.description ?? '',
    cuisine: isCuisine(restaurant.cuisine) ? restaurant.cuisine : 'Khmer',
    location: restaurant.location ?? '',
    address: restaurant.address ?? '',
    phone: restaurant.phone ?? '',
    website: restaurant.website ?? '',
    googleMapLocation: restaurant.googleMapLocation ?? '',
    priceRange: isPriceRange(restaurant.priceRange) ? restaurant.priceRange : DEFAULT_PRICE_RANGE,
  };
}

/** The form's fields: the contract's. */
const fieldNames = updateOwnerRestaurantSchema.keyof().options;

/** What the form sent without scripts typed, when the page's action refused it. */
function sentValues(restaurant: OwnerRestaurant, sent: Record<string, string>): FormValues {
  const values = toFormValues(restaurant);
  for (const name of fieldNames) {
    const value = sent[name];
    if (typeof value === 'string') Object.assign(values, { [name]: value });
  }
  return values;
}

/**
 * The /owner/details profile form; Save is enabled only after a change. It arrives drawn with the
 * restaurant's values; until the page's scripts take it over it is a plain form sent to the page's action
 * (PATCH /api/owner/restaurants/:id in-process), which answers a refusal with each field's message key.
 */
export function RestaurantDetailsForm({ restaurant }: { restaurant: OwnerRestaurant }) {
  const { t } = useTranslation('owner');
  const update = useUpdateOwnerRestaurant(restaurant.id);
  const hasMounted = useHasMounted();
  const failure = useActionFailure('details');
  const defaults = failure?.values ? sentValues(restaurant, failure.values) : toFormValues(restaurant);
  const form = useForm<FormValues, unknown, UpdateOwnerRestaurant>({
    resolver: zodResolver(updateOwnerRestaurantSchema),
    defaultValues: defaults,
  });
  const { errors, isDirty } = form.formState;
  const serverFields = failure?.error.fields ?? {};
  const error = (name: keyof FormValues) => messageText(t, errors[name]?.message ?? serverFields[name]);
  // Before the scripts run the server checks the form, so its buttons are never held back then.
  const isUnchanged = hasMounted && !isDirty && !failure;

  // A restaurant registered with a cuisine outside the owner list keeps it as an option.
  const cuisines: string[] = OWNER_CUISINES.includes(restaurant.cuisine as (typeof OWNER_CUISINES)[number])
    ? [...OWNER_CUISINES]
    : [restaurant.cuisine, ...OWNER_CUISINES];

  const priceLabel = (range: PriceRange) => {
    const { min, max } = PRICE_RANGE_BOUNDS[range];
    const description =
      min === null
        ? t('priceUnder', { max })
        : max === null
          ? t('priceOver', { min })
          : t('priceBetween', { min, max });
    return `${range} — ${description}`;
  };

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(toFormValues(saved));
        toast.success(t('restaurantUpdatedTitle'), { description: t('restaurantUpdatedDescription') });
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.fields) {
          for (const name of fieldNames) {
            const message = failure.fields[name];
            if (message) form.setError(name, { message });
          }
        }
        const known = failure instanceof ApiError && failure.status === 400;
        toast.error(t('updateFailedTitle'), {
          description: known ? errorMessage(t, failure) : t('updateFailedDescription'),
        });
      },
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('profileFormTitle')}</CardTitle>
        <CardDescription>{t('profileFormDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-2">
          <input type="hidden" name="intent" value="details" />
          <input type="hidden" name="restaurantId" value={restaurant.id} />
          {failure ? (
            <Alert className="md:col-span-2">
              <strong className="font-semibold">{t('updateFailedTitle')}</strong>{' '}
              {messageText(t, failure.error.key ?? failure.error.message)}
            </Alert>
          ) : null}
          <FormField label={t('fieldName')} error={error('name')}>
            <Input
              autoComplete="organization"
              defaultValue={defaults.name ?? ''}
              {...form.register('name')}
            />
          </FormField>
          <FormField label={t('fieldNameKm')} error={error('nameKm')} hint={t('optional')}>
            <Input lang="km" defaultValue={defaults.nameKm ?? ''} {...form.register('nameKm')} />
          </FormField>
          <FormField
            label={t('fieldDescription')}
            error={error('description')}
            className="flex flex-col gap-1.5 md:col-span-2"
          >
            <Textarea
              rows={4}
              placeholder={t('descriptionPlaceholder')}
              defaultValue={defaults.description ?? ''}
              {...form.register('description')}
            />
          </FormField>
          <FormField label={t('fieldCuisine')} error={error('cuisine')}>
            <NativeSelect defaultValue={defaults.cuisine ?? ''} {...form.register('cuisine')}>
              {cuisines.map((cuisine) => (
                <option key={cuisine} value={cuisine}>
                  {t(`cuisine${cuisineKey(cuisine)}`, { defaultValue: cuisine })}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t('fieldPriceRange')} error={error('priceRange')}>
            <NativeSelect defaultValue={defaults.priceRange ?? ''} {...form.register('priceRange')}>
              {PRICE_RANGES.map((range) => (
                <option key={range} value={range}>
                  {priceLabel(range)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t('fieldLocation')} error={error('location')}>
            <Input
              placeholder={t('locationPlaceholder')}
              defaultValue={defaults.location ?? ''}
              {...form.register('location')}
            />
          </FormField>
          <FormField label={t('fieldAddress')} error={error('address')}>
            <Input
              autoComplete="street-address"
              defaultValue={defaults.address ?? ''}
              {...form.register('address')}
            />
          </FormField>
          <FormField label={t('fieldPhone')} error={error('phone')}>
            <Input
              type="tel"
              autoComplete="tel"
              defaultValue={defaults.phone ?? ''}
              {...form.register('phone')}
            />
          </FormField>
          <FormField label={t('fieldWebsite')} error={error('website')}>
            <Input
              type="url"
              inputMode="url"
              placeholder="https://"
              defaultValue={defaults.website ?? ''}
              {...form.register('website')}
            />
          </FormField>
          <FormField
            label={t('fieldMapLink')}
            error={error('googleMapLocation')}
            hint={t('mapLinkHint')}
            className="flex flex-col gap-1.5 md:col-span-2"
          >
            <Input
              type="url"
              inputMode="url"
              placeholder="https://maps.google.com/..."
              defaultValue={defaults.googleMapLocation ?? ''}
              {...form.register('googleMapLocation')}
            />
          </FormField>
          <div className="flex justify-end gap-3 md:col-span-2">
            <Button
              variant="outline"
              // Without scripts a reset button puts back the values the form was drawn with.
              type={hasMounted ? 'button' : 'reset'}
              disabled={isUnchanged || update.isPending}
              onClick={() => form.reset(toFormValues(restaurant))}
            >
              {t('discardChanges')}
            </Button>
            <Button type="submit" disabled={isUnchanged || update.isPending}>
              {update.isPending ? (
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <Save className="h-4 w-4" aria-hidden="true" />
              )}
              {update.isPending ? t('saving') : t('saveChanges')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
