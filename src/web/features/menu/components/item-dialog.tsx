import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from '@/web/i18n/use-translation';
import { toast } from '@/web/lib/toast';
import {
  createMenuItemSchema,
  type CreateMenuItem,
  type CreateMenuItemInput,
  type MenuCategory,
  type MenuItem,
} from '@/shared/schemas/menu.schema';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Input, Label, NativeSelect, Textarea } from '@/web/components/ui/input';
import { Switch } from '@/web/components/ui/switch';
import { ApiError } from '@/web/lib/api-client';
import { useCreateItem } from '../api/create-item';
import { useUpdateItem } from '../api/update-item';
import { errorMessage, messageText } from '@/web/lib/error-text';
import {
  itemSwitchLabelKeys,
  itemSwitches,
  parseOptionalNumber,
  parsePrice,
  type ItemSwitch,
} from '../item-form-fields';

type FormValues = CreateMenuItemInput;

/** 'Create New Menu Item' / 'Edit Menu Item'. Rendered only while open, so each opening starts fresh. */
export function ItemDialog({
  restaurantId,
  item,
  categories,
  defaultCategoryId,
  onClose,
}: {
  restaurantId: string;
  /** null to create */
  item: MenuItem | null;
  categories: MenuCategory[];
  defaultCategoryId?: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('menu');
  const create = useCreateItem(restaurantId);
  const update = useUpdateItem(restaurantId);
  const isPending = create.isPending || update.isPending;
  const form = useForm<FormValues, unknown, CreateMenuItem>({
    resolver: zodResolver(createMenuItemSchema),
    defaultValues: {
      name: item?.name ?? '',
      description: item?.description ?? '',
      categoryId: item ? item.categoryId : (defaultCategoryId ?? null),
      price: item?.price ?? 0,
      originalPrice: item?.originalPrice ?? null,
      priceKhr: item?.priceKhr ?? null,
      preparationTime: item?.preparationTime ?? null,
      isAvailable: item?.isAvailable ?? true,
      isFeatured: item?.isFeatured ?? false,
      isSpicy: item?.isSpicy ?? false,
      isVegetarian: item?.isVegetarian ?? false,
      isVegan: item?.isVegan ?? false,
    },
  });
  const errors = form.formState.errors;
  const error = (name: keyof FormValues) => messageText(t, errors[name]?.message);

  const onError = (titleKey: string) => (failure: Error) => {
    if (failure instanceof ApiError && failure.fields) {
      for (const name of [
        'name',
        'price',
        'originalPrice',
        'priceKhr',
        'preparationTime',
        'categoryId',
        'description',
      ] as const) {
        const message = failure.fields[name];
        if (message) form.setError(name, { message });
      }
    }
    toast.error(t(titleKey), { description: errorMessage(t, failure) });
  };

  const onSubmit = form.handleSubmit((values) => {
    if (item) {
      update.mutate(
        { id: item.id, values },
        {
          onSuccess: () => {
            toast.success(t('itemUpdatedTitle'), { description: t('itemUpdatedDescription') });
            onClose();
          },
          onError: onError('errorUpdatingItem'),
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: () => {
          toast.success(t('itemCreatedTitle'), { description: t('itemCreatedDescription') });
          onClose();
        },
        onError: onError('errorCreatingItem'),
      });
    }
  });

  // Categories of other restaurants never appear; an item whose category was removed shows 'No Category'.
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-w-2xl"
        title={item ? t('editItemTitle') : t('createItemTitle')}
        description={t('itemDialogDescription')}
      >
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('fieldItemName')}
            error={error('name')}
            className="flex flex-col gap-1.5 sm:col-span-2"
          >
            <Input placeholder={t('itemNamePlaceholder')} autoFocus {...form.register('name')} />
          </FormField>
          <FormField
            label={t('fieldDescription')}
            error={error('description')}
            className="flex flex-col gap-1.5 sm:col-span-2"
          >
            <Textarea
              rows={3}
              placeholder={t('itemDescriptionPlaceholder')}
              {...form.register('description')}
            />
          </FormField>
          <FormField
            label={t('fieldCategory')}
            error={error('categoryId')}
            className="flex flex-col gap-1.5 sm:col-span-2"
          >
            <NativeSelect
              {...form.register('categoryId', {
                setValueAs: (value: unknown) => (value ? String(value) : null),
              })}
            >
              <option value="">{t('noCategory')}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t('fieldPrice')} error={error('price')}>
            <Input
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              {...form.register('price', { setValueAs: parsePrice })}
            />
          </FormField>
          <FormField
            label={t('fieldOriginalPrice')}
            error={error('originalPrice')}
            hint={t('originalPriceHint')}
          >
            <Input
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              {...form.register('originalPrice', { setValueAs: parseOptionalNumber })}
            />
          </FormField>
          <FormField label={t('fieldPriceKhr')} error={error('priceKhr')} hint={t('priceKhrHint')}>
            <Input
              type="number"
              inputMode="numeric"
              step="100"
              min="0"
              {...form.register('priceKhr', { setValueAs: parseOptionalNumber })}
            />
          </FormField>
          <FormField label={t('fieldPreparationTime')} error={error('preparationTime')}>
            <Input
              type="number"
              inputMode="numeric"
              step="1"
              min="0"
              {...form.register('preparationTime', { setValueAs: parseOptionalNumber })}
            />
          </FormField>
          <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-3">
            <legend className="sr-only">{t('itemOptions')}</legend>
            {itemSwitches.map((name) => (
              <SwitchField
                key={name}
                control={form.control}
                name={name}
                label={t(itemSwitchLabelKeys[name])}
              />
            ))}
          </fieldset>
          <div className="flex justify-end gap-3 pt-2 sm:col-span-2">
            <Button variant="outline" onClick={onClose} disabled={isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
              {item ? t('saveItem') : t('createItem')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function SwitchField({
  control,
  name,
  label,
}: {
  control: Control<FormValues, unknown, CreateMenuItem>;
  name: ItemSwitch;
  label: string;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center gap-3">
          <Switch id={id} checked={Boolean(field.value)} onCheckedChange={field.onChange} />
          <Label htmlFor={id}>{label}</Label>
        </div>
      )}
    />
  );
}
