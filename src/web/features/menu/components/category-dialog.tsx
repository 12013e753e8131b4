import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/web/i18n/use-translation';
import { toast } from '@/web/lib/toast';
import {
  createMenuCategorySchema,
  type CreateMenuCategory,
  type CreateMenuCategoryInput,
  type MenuCategory,
} from '@/shared/schemas/menu.schema';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Input, Label, Textarea } from '@/web/components/ui/input';
import { Switch } from '@/web/components/ui/switch';
import { ApiError } from '@/web/lib/api-client';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { errorMessage, messageText } from '@/web/lib/error-text';

/** 'Create New Category' / 'Edit Category'. Rendered only while open, so each opening starts fresh. */
export function CategoryDialog({
  restaurantId,
  category,
  onClose,
}: {
  restaurantId: string;
  /** null to create */
  category: MenuCategory | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('menu');
  const create = useCreateCategory(restaurantId);
  const update = useUpdateCategory(restaurantId);
  const isPending = create.isPending || update.isPending;
  const form = useForm<CreateMenuCategoryInput, unknown, CreateMenuCategory>({
    resolver: zodResolver(createMenuCategorySchema),
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      isActive: category?.isActive ?? true,
    },
  });
  const nameError = messageText(t, form.formState.errors.name?.message);
  const descriptionError = messageText(t, form.formState.errors.description?.message);

  const onError = (titleKey: string) => (error: Error) => {
    if (error instanceof ApiError && error.fields?.name)
      form.setError('name', { message: error.fields.name });
    toast.error(t(titleKey), { description: errorMessage(t, error) });
  };

  const onSubmit = form.handleSubmit((values) => {
    if (category) {
      update.mutate(
        { id: category.id, values },
        {
          onSuccess: () => {
            toast.success(t('categoryUpdatedTitle'), { description: t('categoryUpdatedDescription') });
            onClose();
          },
          onError: onError('errorUpdatingCategory'),
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: () => {
          toast.success(t('categoryCreatedTitle'), { description: t('categoryCreatedDescription') });
          onClose();
        },
        onError: onError('errorCreatingCategory'),
      });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={category ? t('editCategoryTitle') : t('createCategoryTitle')}
        description={t('categoryDialogDescription')}
      >
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormField label={t('fieldCategoryName')} error={nameError}>
            <Input placeholder={t('categoryNamePlaceholder')} autoFocus {...form.register('name')} />
          </FormField>
          <FormField label={t('fieldDescription')} error={descriptionError}>
            <Textarea
              rows={3}
              placeholder={t('categoryDescriptionPlaceholder')}
              {...form.register('description')}
            />
          </FormField>
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <div className="flex items-center gap-3">
                <Switch id="category-active" checked={field.value ?? true} onCheckedChange={field.onChange} />
                <Label htmlFor="category-active">{t('fieldActive')}</Label>
              </div>
            )}
          />
          <div className="flex justify-end gap-3 pt-2">
            <Button variant="outline" onClick={onClose} disabled={isPending}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
              {category ? t('saveCategory') : t('createCategory')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
