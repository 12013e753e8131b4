import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuCategories, menuItems } from '../../src/server/db/schema/index';
import { createActorsAndFixtures, type ActorName, type Fixtures } from '../support/actors';
import { catalogue } from '../support/catalogue';
import { createTestApp, request, type TestContext } from '../support/test-app';

/**
 * /owner/menu before and without scripts: the tabs are links and the filter a GET form, each address
 * drawn by the server; Add, Edit and Delete are links to forms drawn for the address, sent to the page's
 * action (app/lib/owner-menu-actions.server.ts), which calls the menu API as the visitor, so its sign-in,
 * ownership check and schemas apply.
 */
const errorsEn = catalogue('en', 'errors');
const menuEn = catalogue('en', 'menu');

let ctx: TestContext;
let f: Fixtures;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMITS: 'true' }, { pages: true });
  f = await createActorsAndFixtures(ctx);
}, 180_000);
afterAll(async () => {
  await ctx?.close();
});

const page = (url: string, actor: ActorName) =>
  request(ctx, { method: 'GET', url, cookie: f.actors[actor].cookie, headers: { accept: 'text/html' } });

const post = (url: string, actor: ActorName, form: Record<string, string>) =>
  request(ctx, {
    method: 'POST',
    url,
    cookie: f.actors[actor].cookie,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    payload: new URLSearchParams(form).toString(),
  });

/** The HTML without the dehydrated query state, so a check sees what is drawn. */
const drawn = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');
/** An address as it is written in an attribute. */
const attr = (url: string) => url.replaceAll('&', '&amp;');
/** Whether the form's checkbox of that name is drawn ticked (undefined: not drawn). */
const ticked = (html: string, name: string) =>
  new RegExp(`<input type="checkbox"[^>]*name="${name}"[^>]*>`).exec(html)?.[0].includes('checked=""');

const categoriesOfX = () =>
  ctx.db.select().from(menuCategories).where(eq(menuCategories.restaurantId, f.restaurantX));
const itemsOfX = () => ctx.db.select().from(menuItems).where(eq(menuItems.restaurantId, f.restaurantX));
const categoryRow = async (id: string) =>
  (await ctx.db.select().from(menuCategories).where(eq(menuCategories.id, id)))[0];
const itemRow = async (id: string) => (await ctx.db.select().from(menuItems).where(eq(menuItems.id, id)))[0];

const itemForm = (changes: Record<string, string>) => ({
  intent: 'save-item',
  restaurantId: f.restaurantX,
  id: '',
  name: '',
  description: '',
  categoryId: '',
  price: '',
  originalPrice: '',
  priceKhr: '',
  preparationTime: '',
  isAvailable: 'on',
  ...changes,
});

describe('/owner/menu drawn for its address', () => {
  it('the tabs are links, and each tab’s address is drawn', async () => {
    const overview = drawn((await page('/owner/menu', 'ownerX')).body);
    const tabs = [...overview.matchAll(/<a[^>]*role="tab"[^>]*>/g)].map((m) => [
      /href="([^"]*)"/.exec(m[0])![1],
      m[0].includes('aria-selected="true"'),
    ]);
    expect(tabs).toEqual([
      ['/owner/menu', true],
      ['/owner/menu?tab=categories', false],
      ['/owner/menu?tab=items', false],
      ['/owner/menu?tab=specials', false],
    ]);
    // The overview's Add Category and Add Menu Item are links to their tab's form.
    expect(overview).toContain(`href="${attr('/owner/menu?tab=categories&edit=new')}"`);
    expect(overview).toContain(`href="${attr('/owner/menu?tab=items&edit=new')}"`);

    const categories = drawn((await page('/owner/menu?tab=categories', 'ownerX')).body);
    expect(categories).toMatch(/<a[^>]*aria-selected="true"[^>]*href="\/owner\/menu\?tab=categories"/);
    expect(categories).toContain('data-testid="menu-category-card"');
    expect(categories).toContain(`href="${attr(`/owner/menu?tab=categories&edit=${f.categoryX}`)}"`);
    expect(categories).toContain(`href="${attr(`/owner/menu?tab=categories&delete=${f.categoryX}`)}"`);
    expect(categories).not.toContain('data-testid="menu-category-form"');

    const items = drawn((await page('/owner/menu?tab=items', 'ownerX')).body);
    expect(items).toMatch(/<a[^>]*aria-selected="true"[^>]*href="\/owner\/menu\?tab=items"/);
    expect(items).toContain('data-testid="menu-item-card"');
    expect(items).toContain(`href="${attr(`/owner/menu?tab=items&edit=${f.itemX}`)}"`);
    expect(items).toContain(`href="${attr(`/owner/menu?tab=items&delete=${f.itemX}`)}"`);
    // The filter is a GET form to the items tab, with its Apply button.
    expect(items).toMatch(
      /<form[^>]*method="get"[^>]*action="\/owner\/menu"|<form[^>]*action="\/owner\/menu"[^>]*method="get"/,
    );
    expect(items).toContain('<input type="hidden" name="tab" value="items"/>');
    expect(items).toMatch(/<select[^>]*name="category"/);
    expect(items).toMatch(new RegExp(`<button type="submit"[^>]*>${menuEn.applyFilter}</button>`));

    const specials = drawn((await page('/owner/menu?tab=specials', 'ownerX')).body);
    expect(specials).toMatch(/<a[^>]*aria-selected="true"[^>]*href="\/owner\/menu\?tab=specials"/);
    expect(specials).toContain(menuEn.specialsComingSoonTitle);
  });

  it('?edit= and ?delete= draw the forms with the entry’s values; another owner’s address draws nothing', async () => {
    const category = drawn((await page(`/owner/menu?tab=categories&edit=${f.categoryX}`, 'ownerX')).body);
    expect(category).toContain('data-testid="menu-category-form"');
    expect(category).toContain(menuEn.editCategoryTitle);
    expect(category).toContain(
      `action="${attr(`/owner/menu?tab=categories&edit=${f.categoryX}`)}" method="post"`,
    );
    expect(category).toMatch(/<input[^>]*name="name"[^>]*value="Matrix Soups"/);
    expect(ticked(category, 'isActive')).toBe(true);
    expect(category).toContain(`name="id" value="${f.categoryX}"`);
    expect(category).toContain(`name="restaurantId" value="${f.restaurantX}"`);
    expect(category).toMatch(/<button type="submit"[^>]*value="save-category" name="intent"/);
    expect(category).toContain(`href="/owner/menu?tab=categories"`);

    const newCategory = drawn((await page('/owner/menu?tab=categories&edit=new', 'ownerX')).body);
    expect(newCategory).toContain(menuEn.createCategoryTitle);
    expect(newCategory).toContain('name="id" value=""');

    const item = drawn((await page(`/owner/menu?tab=items&edit=${f.itemX}`, 'ownerX')).body);
    expect(item).toContain('data-testid="menu-item-form"');
    expect(item).toContain(menuEn.editItemTitle);
    expect(item).toMatch(/<input[^>]*name="name"[^>]*value="Samlor Korko"/);
    expect(item).toMatch(/<input[^>]*name="price"[^>]*value="4.5"/);
    expect(item).toContain(`<option value="${f.categoryX}" selected="">Matrix Soups</option>`);
    expect(ticked(item, 'isAvailable')).toBe(true);
    expect(ticked(item, 'isSpicy')).toBe(false);

    // A new item starts in the filter's category.
    const newItem = drawn(
      (await page(`/owner/menu?tab=items&category=${f.categoryX}&edit=new`, 'ownerX')).body,
    );
    expect(newItem).toContain(menuEn.createItemTitle);
    expect(newItem).toContain(`<option value="${f.categoryX}" selected="">Matrix Soups</option>`);

    const remove = drawn((await page(`/owner/menu?tab=items&delete=${f.itemX}`, 'ownerX')).body);
    expect(remove).toContain('data-testid="menu-delete-form"');
    expect(remove).toContain(menuEn.deleteItemConfirm);
    expect(remove).toMatch(/<button type="submit"[^>]*value="delete-item" name="intent"/);

    const other = drawn((await page(`/owner/menu?tab=items&edit=${f.itemX}`, 'ownerY')).body);
    expect(other).not.toContain('data-testid="menu-item-form"');
    expect(other).not.toContain('Samlor Korko');
  });
});

describe('/owner/menu forms without scripts', () => {
  let categoryId = '';
  let itemId = '';

  it('creates a category: back on the tab with the notice, drawn there', async () => {
    const response = await post('/owner/menu?tab=categories&edit=new', 'ownerX', {
      intent: 'save-category',
      restaurantId: f.restaurantX,
      id: '',
      name: 'Form Curries',
      description: 'Slow cooked',
      isActive: 'on',
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(302);
    expect(response.headers.location).toBe('/owner/menu?tab=categories&notice=menu-category-created');
    const row = (await categoriesOfX()).find((category) => category.name === 'Form Curries');
    expect(row).toMatchObject({ description: 'Slow cooked', isActive: true });
    categoryId = row!.id;

    const html = drawn((await page(String(response.headers.location), 'ownerX')).body);
    expect(html).toContain('Form Curries');
    expect(html).toContain(menuEn.categoryCreatedTitle);
    expect(html).not.toContain('data-testid="menu-category-form"');
  });

  it('a category without a name is refused with its message, keeps what was typed and adds nothing', async () => {
    const before = (await categoriesOfX()).length;
    const response = await post('/owner/menu?tab=categories&edit=new', 'ownerX', {
      intent: 'save-category',
      restaurantId: f.restaurantX,
      id: '',
      name: '   ',
      description: 'Typed but refused',
    });
    expect(response.statusCode).toBe(400);
    const html = drawn(response.body);
    expect(html).toContain('data-testid="menu-category-form"');
    expect(html).toContain(errorsEn['menu.categoryNameRequired']);
    expect(html).toContain('Typed but refused</textarea>');
    // Unticked: the box comes back unticked.
    expect(ticked(html, 'isActive')).toBe(false);
    expect((await categoriesOfX()).length).toBe(before);
  });

  it('edits a category: an unticked Active turns it off', async () => {
    const response = await post(`/owner/menu?tab=categories&edit=${categoryId}`, 'ownerX', {
      intent: 'save-category',
      restaurantId: f.restaurantX,
      id: categoryId,
      name: 'Form Curries and Stews',
      description: '',
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(302);
    expect(response.headers.location).toBe('/owner/menu?tab=categories&notice=menu-category-updated');
    expect(await categoryRow(categoryId)).toMatchObject({
      name: 'Form Curries and Stews',
      description: null,
      isActive: false,
    });
  });

  it('creates an item in the category, with the dialog’s rules for its numbers', async () => {
    const response = await post(`/owner/menu?tab=items&category=${categoryId}&edit=new`, 'ownerX', {
      ...itemForm({
        name: 'Form Amok',
        description: 'Steamed in banana leaf',
        categoryId,
        price: '6.25',
        preparationTime: '20',
        isFeatured: 'on',
      }),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(302);
    expect(response.headers.location).toBe(
      `/owner/menu?tab=items&category=${categoryId}&notice=menu-item-created`,
    );
    const row = (await itemsOfX()).find((item) => item.name === 'Form Amok');
    expect(row).toMatchObject({
      categoryId,
      description: 'Steamed in banana leaf',
      price: 6.25,
      originalPrice: null,
      priceKhr: null,
      preparationTime: 20,
      isAvailable: true,
      isFeatured: true,
      isSpicy: false,
      isVegetarian: false,
      isVegan: false,
    });
    itemId = row!.id;

    // The filter's address draws the category's items only.
    const filtered = drawn((await page(`/owner/menu?tab=items&category=${categoryId}`, 'ownerX')).body);
    expect(filtered).toContain('Form Amok');
    expect(filtered).not.toContain('Samlor Korko');
    expect(filtered).toContain(`<option value="${categoryId}" selected="">`);
    const all = drawn((await page('/owner/menu?tab=items&category=all', 'ownerX')).body);
    expect(all).toContain('Form Amok');
    expect(all).toContain('Samlor Korko');
  });

  it('a negative price and an original price that is no number are refused on their fields', async () => {
    const before = await itemRow(itemId);
    const response = await post(`/owner/menu?tab=items&edit=${itemId}`, 'ownerX', {
      ...itemForm({
        id: itemId,
        name: 'Typed name kept',
        categoryId,
        price: '-2',
        originalPrice: 'abc',
        isSpicy: 'on',
      }),
    });
    expect(response.statusCode).toBe(400);
    const html = drawn(response.body);
    expect(html).toContain('data-testid="menu-item-form"');
    expect(html).toContain(errorsEn['menu.price']);
    expect(html).toContain(errorsEn['menu.originalPrice']);
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Typed name kept"/);
    expect(html).toMatch(/<input[^>]*name="price"[^>]*value="-2"/);
    expect(ticked(html, 'isSpicy')).toBe(true);
    expect(ticked(html, 'isFeatured')).toBe(false);
    expect(await itemRow(itemId)).toEqual(before);
  });

  it('edits the item: an unparseable price is 0 and an unticked option is off, as in the dialog', async () => {
    const response = await post(`/owner/menu?tab=items&category=${categoryId}&edit=${itemId}`, 'ownerX', {
      ...itemForm({ id: itemId, name: 'Form Amok Deluxe', categoryId, price: 'free', priceKhr: '30000' }),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(302);
    expect(response.headers.location).toBe(
      `/owner/menu?tab=items&category=${categoryId}&notice=menu-item-updated`,
    );
    expect(await itemRow(itemId)).toMatchObject({
      name: 'Form Amok Deluxe',
      description: null,
      price: 0,
      priceKhr: 30000,
      preparationTime: null,
      isFeatured: false,
    });
  });

  it("another owner, a diner and a signed-out visitor cannot change X's menu through the forms", async () => {
    const categories = await categoriesOfX();
    const items = await itemsOfX();
    const attempts: Array<[ActorName, Record<string, string>]> = [
      ['ownerY', itemForm({ id: f.itemX, name: 'Taken over', price: '1' })],
      ['ownerY', itemForm({ name: 'Planted in X', price: '1' })],
      // Y's own restaurant with X's item: still not Y's.
      ['ownerY', itemForm({ restaurantId: f.restaurantY, id: f.itemX, name: 'Taken over', price: '1' })],
      ['ownerY', { intent: 'delete-item', restaurantId: f.restaurantX, id: f.itemX }],
      ['ownerY', { intent: 'delete-category', restaurantId: f.restaurantX, id: f.categoryX }],
      [
        'ownerY',
        { intent: 'save-category', restaurantId: f.restaurantX, id: f.categoryX, name: 'Taken over' },
      ],
    ];
    for (const [actor, form] of attempts) {
      const response = await post('/owner/menu?tab=items', actor, form);
      expect(response.statusCode, `${actor} ${form.intent}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${actor} ${form.intent}`).toBeLessThan(500);
    }
    // A diner's form is refused by the API, and the owner area's guard sends them home.
    for (const form of [
      itemForm({ name: 'Planted by a diner', price: '1' }),
      { intent: 'delete-category', restaurantId: f.restaurantX, id: f.categoryX },
    ]) {
      const response = await post('/owner/menu?tab=items', 'dinerA', form);
      expect(response.statusCode, form.intent).toBe(302);
      expect(response.headers.location).toBe('/?notice=owner-access-denied');
    }
    const signedOut = await post('/owner/menu?tab=items', 'anonymous', {
      intent: 'delete-item',
      restaurantId: f.restaurantX,
      id: f.itemX,
    });
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toBe('/auth?returnTo=%2Fowner%2Fmenu%3Ftab%3Ditems');
    expect(await categoriesOfX()).toEqual(categories);
    expect(await itemsOfX()).toEqual(items);
    const unknown = await post('/owner/menu', 'ownerX', { intent: 'something', restaurantId: f.restaurantX });
    expect(unknown.statusCode).toBe(400);
  });

  it('deletes the item, then the category: back on the tab with the notice', async () => {
    const item = await post(`/owner/menu?tab=items&category=${categoryId}&delete=${itemId}`, 'ownerX', {
      intent: 'delete-item',
      restaurantId: f.restaurantX,
      id: itemId,
    });
    expect(item.statusCode, item.body.slice(0, 300)).toBe(302);
    expect(item.headers.location).toBe(
      `/owner/menu?tab=items&category=${categoryId}&notice=menu-item-deleted`,
    );
    expect(await itemRow(itemId)).toBeUndefined();

    // A second deletion of the same item is refused, with its message.
    const again = await post(`/owner/menu?tab=items&delete=${itemId}`, 'ownerX', {
      intent: 'delete-item',
      restaurantId: f.restaurantX,
      id: itemId,
    });
    expect(again.statusCode).toBe(404);
    expect(drawn(again.body)).toContain(errorsEn['menu.itemNotFound']);

    const category = await post(`/owner/menu?tab=categories&delete=${categoryId}`, 'ownerX', {
      intent: 'delete-category',
      restaurantId: f.restaurantX,
      id: categoryId,
    });
    expect(category.statusCode, category.body.slice(0, 300)).toBe(302);
    expect(category.headers.location).toBe('/owner/menu?tab=categories&notice=menu-category-deleted');
    expect(await categoryRow(categoryId)).toBeUndefined();
    // X's own menu is as it was.
    expect(
      await ctx.db
        .select()
        .from(menuItems)
        .where(and(eq(menuItems.id, f.itemX), eq(menuItems.categoryId, f.categoryX))),
    ).toHaveLength(1);
  });
});
