import { useId } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import type { MenuCategory, MenuItem, OwnerMenu } from '@/shared/schemas/menu.schema';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input, Label, NativeSelect, Textarea } from '@/web/components/ui/input';
import { CheckboxSwitch } from '@/web/components/ui/switch';
import { useTranslation } from '@/web/i18n/use-translation';
import { useActionFailure, type ActionFailure } from '@/web/lib/action-result';
import { toApiError } from '@/web/lib/api-client';
import { messageText } from '@/web/lib/error-text';
import { useErrorText } from '@/web/lib/use-error-text';
import { itemSwitchLabelKeys, itemSwitches, type ItemSwitch } from '../item-form-fields';
import { ALL_CATEGORIES, NEW_ENTRY, menuIntents, useMenuAddress } from '../menu-address';

/**
 * /owner/menu's forms as the page draws them for its address (`?tab=categories&edit=new`,
 * `?tab=items&edit=<itemId>`, `?tab=items&delete=<itemId>`, …): what a tap on Add, Edit or Delete opens
 * before or without the page's scripts, which open dialogs instead. Each is a form sent to the page's
 * action (app/lib/owner-menu-actions.server.ts), which calls the menu API as the visitor; a refusal
 * comes back here with what was typed and each field's message.
 */

type FormTab = 'categories' | 'items';

const tabIntents: Record<FormTab, { save: string; remove: string }> = {
  categories: { save: menuIntents.saveCategory, remove: menuIntents.deleteCategory },
  items: { save: menuIntents.saveItem, remove: menuIntents.deleteItem },
};

/** The refusal of a form sent for this entry ('' for a new one), else null. */
function failureFor(failure: ActionFailure | null, id: string) {
  return failure && (failure.values?.id ?? '') === id ? failure : null;
}

/** A refusal's message for the whole form, when it names no field. */
function useGeneralError(failure: ActionFailure | null, fallback: string) {
  const errorText = useErrorText();
  if (!failure || Object.keys(failure.error.fields ?? {}).length > 0) return null;
  return errorText(toApiError(400, { error: failure.error }), fallback);
}

/**
 * The form the address asks for on a tab (or that a refusal sent back), above the tab's list; a
 * refusal for an entry that is no longer there is drawn as its message alone.
 */
export function MenuFormPanel({
  tab,
  menu,
  restaurantId,
  filter,
}: {
  tab: FormTab;
  menu: OwnerMenu;
  restaurantId: string;
  /** The items' filter: a new item starts in that category. */
  filter: string;
}) {
  const { t } = useTranslation('menu');
  const [params] = useSearchParams();
  const failure = useActionFailure();
  const intents = tabIntents[tab];
  const refused =
    failure && (failure.intent === intents.save || failure.intent === intents.remove) ? failure : null;
  const fallbacks = {
    categories: { save: t('errorUpdatingCategory'), remove: t('errorDeletingCategory') },
    items: { save: t('errorUpdatingItem'), remove: t('errorDeletingItem') },
  }[tab];
  const general = useGeneralError(
    refused,
    refused?.intent === intents.remove ? fallbacks.remove : fallbacks.save,
  );
  const editId =
    params.get('edit') ?? (refused?.intent === intents.save ? refused.values?.id || NEW_ENTRY : null);
  const deleteId = params.get('delete') ?? (refused?.intent === intents.remove ? refused.values?.id : null);

  if (tab === 'categories') {
    const editing = menu.categories.find((category) => category.id === editId);
    if (editId === NEW_ENTRY || editing)
      return <CategoryForm restaurantId={restaurantId} category={editing ?? null} />;
    const deleting = menu.categories.find((category) => category.id === deleteId);
    if (deleting)
      return <DeleteForm restaurantId={restaurantId} tab={tab} id={deleting.id} name={deleting.name} />;
  } else {
    const editing = menu.items.find((item) => item.id === editId);
    if (editId === NEW_ENTRY || editing) {
      const inFilter = menu.categories.some((category) => category.id === filter);
      return (
        <ItemForm
          restaurantId={restaurantId}
          item={editing ?? null}
          categories={menu.categories}
          defaultCategoryId={filter !== ALL_CATEGORIES && inFilter ? filter : null}
        />
      );
    }
    const deleting = menu.items.find((item) => item.id === deleteId);
    if (deleting)
      return <DeleteForm restaurantId={restaurantId} tab={tab} id={deleting.id} name={deleting.name} />;
  }
  return general ? <Alert>{general}</Alert> : null;
}

function FormButtons({
  tab,
  intent,
  label,
  destructive,
}: {
  tab: FormTab;
  intent: string;
  label: string;
  destructive?: boolean;
}) {
  const { t } = useTranslation('menu');
  const address = useMenuAddress();
  return (
    <div className="flex justify-end gap-3 pt-2 sm:col-span-2">
      <Button asChild variant="outline">
        <Link to={address(tab)} preventScrollReset>
          {t('cancel')}
        </Link>
      </Button>
      <Button type="submit" name="intent" value={intent} variant={destructive ? 'destructive' : 'primary'}>
        {label}
      </Button>
    </div>
  );
}

/** 'Create New Category' / 'Edit Category' as a form on the categories tab. */
function CategoryForm({ restaurantId, category }: { restaurantId: string; category: MenuCategory | null }) {
  const { t } = useTranslation('menu');
  const failure = failureFor(useActionFailure(menuIntents.saveCategory), category?.id ?? '');
  const sent = failure?.values;
  const fields = failure?.error.fields ?? {};
  const error = (name: string) => messageText(t, fields[name]);
  const general = useGeneralError(
    failure,
    category ? t('errorUpdatingCategory') : t('errorCreatingCategory'),
  );
  return (
    <Card data-testid="menu-category-form">
      <CardContent className="pt-6">
        <Form method="post" noValidate className="flex flex-col gap-4">
          <div>
            <h3 className="text-lg font-semibold text-slate-900">
              {category ? t('editCategoryTitle') : t('createCategoryTitle')}
            </h3>
            <p className="text-sm text-slate-600">{t('categoryDialogDescription')}</p>
          </div>
          {general ? <Alert>{general}</Alert> : null}
          <input type="hidden" name="restaurantId" value={restaurantId} />
          <input type="hidden" name="id" value={category?.id ?? ''} />
          <FormField label={t('fieldCategoryName')} error={error('name')}>
            <Input
              name="name"
              placeholder={t('categoryNamePlaceholder')}
              defaultValue={sent ? sent.name : (category?.name ?? '')}
            />
          </FormField>
          <FormField label={t('fieldDescription')} error={error('description')}>
            <Textarea
              name="description"
              rows={3}
              placeholder={t('categoryDescriptionPlaceholder')}
              defaultValue={sent ? sent.description : (category?.description ?? '')}
            />
          </FormField>
          <Checkbox
            name="isActive"
            label={t('fieldActive')}
            defaultChecked={sent ? sent.isActive === 'true' : (category?.isActive ?? true)}
          />
          <FormButtons
            tab="categories"
            intent={menuIntents.saveCategory}
            label={category ? t('saveCategory') : t('createCategory')}
          />
        </Form>
      </CardContent>
    </Card>
  );
}

const itemDefaults: Record<ItemSwitch, boolean> = {
  isAvailable: true,
  isFeatured: false,
  isSpicy: false,
  isVegetarian: false,
  isVegan: false,
};

const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** 'Create New Menu Item' / 'Edit Menu Item' as a form on the items tab: every field of the dialog. */
function ItemForm({
  restaurantId,
  item,
  categories,
  defaultCategoryId,
}: {
  restaurantId: string;
  item: MenuItem | null;
  categories: MenuCategory[];
  defaultCategoryId: string | null;
}) {
  const { t } = useTranslation('menu');
  const failure = failureFor(useActionFailure(menuIntents.saveItem), item?.id ?? '');
  const sent = failure?.values;
  const fields = failure?.error.fields ?? {};
  const error = (name: string) => messageText(t, fields[name]);
  const general = useGeneralError(failure, item ? t('errorUpdatingItem') : t('errorCreatingItem'));
  const value = (
    name: 'name' | 'description' | 'price' | 'originalPrice' | 'priceKhr' | 'preparationTime',
  ) => {
    if (sent) return sent[name] ?? '';
    if (name === 'name') return item?.name ?? '';
    if (name === 'description') return item?.description ?? '';
    if (name === 'price') return numberText(item ? item.price : 0);
    return numberText(item?.[name]);
  };
  const categoryId = sent
    ? (sent.categoryId ?? '')
    : item
      ? (item.categoryId ?? '')
      : (defaultCategoryId ?? '');
  return (
    <Card data-testid="menu-item-form">
      <CardContent className="pt-6">
        <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <h3 className="text-lg font-semibold text-slate-900">
              {item ? t('editItemTitle') : t('createItemTitle')}
            </h3>
            <p className="text-sm text-slate-600">{t('itemDialogDescription')}</p>
          </div>
          {general ? <Alert className="sm:col-span-2">{general}</Alert> : null}
          <input type="hidden" name="restaurantId" value={restaurantId} />
          <input type="hidden" name="id" value={item?.id ?? ''} />
          <FormField
            label={t('fieldItemName')}
            error={error('name')}
            className="flex flex-col gap-1.5 sm:col-span-2"
          >
            <Input name="name" placeholder={t('itemNamePlaceholder')} defaultValue={value('name')} />
          </FormField>
          <FormField
            label={t('fieldDescription')}
            error={error('description')}
            className="flex flex-col gap-1.5 sm:col-span-2"
          >
            <Textarea
              name="description"
              rows={3}
              placeholder={t('itemDescriptionPlaceholder')}
              defaultValue={value('description')}
            />
          </FormField>
          <FormField
            label={t('fieldCategory')}
            error={error('categoryId')}
            className="flex flex-col gap-1.5 sm:col-span-2"
          >
            <NativeSelect name="categoryId" defaultValue={categoryId}>
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
              name="price"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              defaultValue={value('price')}
            />
          </FormField>
          <FormField
            label={t('fieldOriginalPrice')}
            error={error('originalPrice')}
            hint={t('originalPriceHint')}
          >
            <Input
              name="originalPrice"
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              defaultValue={value('originalPrice')}
            />
          </FormField>
          <FormField label={t('fieldPriceKhr')} error={error('priceKhr')} hint={t('priceKhrHint')}>
            <Input
              name="priceKhr"
              type="number"
              inputMode="numeric"
              step="100"
              min="0"
              defaultValue={value('priceKhr')}
            />
          </FormField>
          <FormField label={t('fieldPreparationTime')} error={error('preparationTime')}>
            <Input
              name="preparationTime"
              type="number"
              inputMode="numeric"
              step="1"
              min="0"
              defaultValue={value('preparationTime')}
            />
          </FormField>
          <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-3">
            <legend className="sr-only">{t('itemOptions')}</legend>
            {itemSwitches.map((name) => (
              <Checkbox
                key={name}
                name={name}
                label={t(itemSwitchLabelKeys[name])}
                defaultChecked={sent ? sent[name] === 'true' : (item?.[name] ?? itemDefaults[name])}
              />
            ))}
          </fieldset>
          <FormButtons
            tab="items"
            intent={menuIntents.saveItem}
            label={item ? t('saveItem') : t('createItem')}
          />
        </Form>
      </CardContent>
    </Card>
  );
}

/** A switch of the dialog as a native checkbox drawn as a switch (sent as "on" when on). */
function Checkbox({ name, label, defaultChecked }: { name: string; label: string; defaultChecked: boolean }) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <CheckboxSwitch id={id} name={name} defaultChecked={defaultChecked} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

/** The deletion's confirmation as a form on its tab. */
function DeleteForm({
  restaurantId,
  tab,
  id,
  name,
}: {
  restaurantId: string;
  tab: FormTab;
  id: string;
  name: string;
}) {
  const { t } = useTranslation('menu');
  const isItem = tab === 'items';
  const intent = isItem ? menuIntents.deleteItem : menuIntents.deleteCategory;
  const failure = failureFor(useActionFailure(intent), id);
  const general = useGeneralError(failure, isItem ? t('errorDeletingItem') : t('errorDeletingCategory'));
  return (
    <Card data-testid="menu-delete-form">
      <CardContent className="pt-6">
        <Form method="post" className="flex flex-col gap-3">
          <h3 className="text-lg font-semibold text-slate-900">
            {isItem ? t('deleteItemTitle') : t('deleteCategoryTitle')}
          </h3>
          <p className="font-medium break-words text-slate-900">{name}</p>
          <p className="text-sm text-slate-600">
            {isItem ? t('deleteItemConfirm') : t('deleteCategoryConfirm')}
          </p>
          {general ? <Alert>{general}</Alert> : null}
          <input type="hidden" name="restaurantId" value={restaurantId} />
          <input type="hidden" name="id" value={id} />
          <FormButtons tab={tab} intent={intent} label={t('delete')} destructive />
        </Form>
      </CardContent>
    </Card>
  );
}
