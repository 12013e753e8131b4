import {
  itemOptionalNumbers,
  itemSwitches,
  parseOptionalNumber,
  parsePrice,
} from '@/web/features/menu/item-form-fields';
import { menuIntents } from '@/web/features/menu/menu-address';
import type { NoticeCode } from '@/web/lib/notices';
import { callApi } from './account.server';
import { answer, pageAddress, requireSession, unknownForm } from './dashboard-actions.server';
import type { PageContext } from './load-context.server';

/**
 * /owner/menu's forms when they are sent as forms (before or without the page's scripts, which use
 * dialogs): a category created or edited (intent `save-category`), or deleted (`delete-category`), and
 * the same for an item (`save-item`, `delete-item`). Each calls its route of the menu API in-process as
 * the visitor (decision 036), so the sign-in, the ownership check of the restaurant sent, the shared
 * schemas and the menu's limits apply as for the dialogs; the item's numbers are read by the dialog's
 * rules (features/menu/item-form-fields.ts). Done: back to the tab, the form closed, with the notice;
 * refused: the form again with what was typed and each field's message.
 */

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const segment = (value: string) => encodeURIComponent(value);

/** A ticked checkbox is sent ("on"); an unticked one is not. */
const ticked = (form: FormData, name: string) => (form.has(name) ? 'true' : '');

/** The tab the form was sent from, the form closed (and the filter dropped when it names `removed`). */
function backAddress(request: Request, removed?: string) {
  const back = new URL(pageAddress(request), 'http://page');
  back.searchParams.delete('edit');
  back.searchParams.delete('delete');
  if (removed && back.searchParams.get('category') === removed) back.searchParams.delete('category');
  return `${back.pathname}${back.search}`;
}

/**
 * An optional number as the dialog sends it (blank: none); what is no number goes as typed, so the
 * schema refuses it with its message (a NaN would reach the API as null, i.e. none).
 */
function optionalNumber(value: string): number | string | null {
  const parsed = parseOptionalNumber(value);
  return parsed !== null && Number.isNaN(parsed) ? value : parsed;
}

export async function ownerMenuAction(request: Request, context: PageContext) {
  const form = await request.formData();
  const intent = text(form, 'intent');
  if (!Object.values<string>(menuIntents).includes(intent)) return unknownForm(intent);
  await requireSession(request, context);
  const restaurantId = text(form, 'restaurantId');
  const id = text(form, 'id');
  const base = `/api/owner/restaurants/${segment(restaurantId)}/menu`;

  if (intent === menuIntents.saveCategory) {
    const values = {
      id,
      name: text(form, 'name'),
      description: text(form, 'description'),
      isActive: ticked(form, 'isActive'),
    };
    const payload = {
      name: values.name,
      description: values.description,
      isActive: values.isActive === 'true',
    };
    const response = id
      ? await callApi(context, 'PATCH', `${base}/categories/${segment(id)}`, payload)
      : await callApi(context, 'POST', `${base}/categories`, payload);
    const notice: NoticeCode = id ? 'menu-category-updated' : 'menu-category-created';
    return answer(request, intent, response, notice, values, backAddress(request));
  }

  if (intent === menuIntents.saveItem) {
    const values: Record<string, string> = {
      id,
      name: text(form, 'name'),
      description: text(form, 'description'),
      categoryId: text(form, 'categoryId'),
      price: text(form, 'price'),
      ...Object.fromEntries(itemOptionalNumbers.map((name) => [name, text(form, name)])),
      ...Object.fromEntries(itemSwitches.map((name) => [name, ticked(form, name)])),
    };
    const payload = {
      name: values.name,
      description: values.description,
      categoryId: values.categoryId || null,
      price: parsePrice(values.price),
      ...Object.fromEntries(itemOptionalNumbers.map((name) => [name, optionalNumber(values[name] ?? '')])),
      ...Object.fromEntries(itemSwitches.map((name) => [name, values[name] === 'true'])),
    };
    const response = id
      ? await callApi(context, 'PATCH', `${base}/items/${segment(id)}`, payload)
      : await callApi(context, 'POST', `${base}/items`, payload);
    const notice: NoticeCode = id ? 'menu-item-updated' : 'menu-item-created';
    return answer(request, intent, response, notice, values, backAddress(request));
  }

  const isCategory = intent === menuIntents.deleteCategory;
  const response = await callApi(
    context,
    'DELETE',
    `${base}/${isCategory ? 'categories' : 'items'}/${segment(id)}`,
  );
  return answer(
    request,
    intent,
    response,
    isCategory ? 'menu-category-deleted' : 'menu-item-deleted',
    { id },
    backAddress(request, isCategory ? id : undefined),
  );
}
