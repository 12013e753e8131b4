import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createMenuCategorySchema,
  createMenuItemSchema,
  menuCategoryParamsSchema,
  menuCategorySchema,
  menuItemParamsSchema,
  menuItemSchema,
  menuRestaurantParamsSchema,
  ownerMenuSchema,
  updateMenuCategorySchema,
  updateMenuItemSchema,
} from '@/shared/schemas/menu.schema';
import { publicMenuQuerySchema, publicMenuSchema } from '@/shared/schemas/public-menu.schema';
import type { Database } from '../../db/client';
import * as service from './menu.service';

const deletedSchema = z.object({ id: z.uuid() });

/**
 * Menu management for owners. Any signed-in user may call these; every write runs with the
 * caller's restaurant locked and scoped to it, so ids of another restaurant answer 404.
 */
async function registerMenuRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = database.db;
  const base = '/owner/restaurants/:id/menu';

  r.get(
    '/restaurants/:id/menu',
    {
      config: { publicCache: true },
      schema: {
        tags: ['menu'],
        summary: "A restaurant's menu for diners: active categories in order, their items, riel rate",
        description:
          'vegetarian=1 keeps vegetarian (and vegan) items, vegan=1 vegan items, notSpicy=1 items that are not spicy. hasMenu tells a restaurant without a menu from filters that match nothing.',
        params: menuRestaurantParamsSchema,
        querystring: publicMenuQuerySchema,
        response: { 200: publicMenuSchema },
      },
    },
    async (request) => service.getPublicMenu(db, request.params.id, request.query),
  );

  r.get(
    base,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['menu'],
        summary: 'The whole menu of one of your restaurants: categories, items and counters',
        params: menuRestaurantParamsSchema,
        response: { 200: ownerMenuSchema },
      },
    },
    async (request) => service.getOwnerMenu(db, await request.getUser(), request.params.id),
  );

  r.post(
    `${base}/categories`,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['menu'],
        summary: 'Create a menu category (placed after the last one)',
        params: menuRestaurantParamsSchema,
        body: createMenuCategorySchema,
        response: { 201: menuCategorySchema },
      },
    },
    async (request, reply) => {
      const category = await service.createCategory(
        db,
        await request.getUser(),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(category);
    },
  );

  r.patch(
    `${base}/categories/:categoryId`,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['menu'],
        summary: 'Update a menu category',
        params: menuCategoryParamsSchema,
        body: updateMenuCategorySchema,
        response: { 200: menuCategorySchema },
      },
    },
    async (request) =>
      service.updateCategory(
        db,
        await request.getUser(),
        request.params.id,
        request.params.categoryId,
        request.body,
      ),
  );

  r.delete(
    `${base}/categories/:categoryId`,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['menu'],
        summary: 'Delete a menu category (its items stay, without a category)',
        params: menuCategoryParamsSchema,
        response: { 200: deletedSchema },
      },
    },
    async (request) => {
      await service.deleteCategory(db, await request.getUser(), request.params.id, request.params.categoryId);
      return { id: request.params.categoryId };
    },
  );

  r.post(
    `${base}/items`,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['menu'],
        summary: 'Create a menu item (placed after the last one)',
        params: menuRestaurantParamsSchema,
        body: createMenuItemSchema,
        response: { 201: menuItemSchema },
      },
    },
    async (request, reply) => {
      const item = await service.createItem(db, await request.getUser(), request.params.id, request.body);
      return reply.status(201).send(item);
    },
  );

  r.patch(
    `${base}/items/:itemId`,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['menu'],
        summary: 'Update a menu item',
        params: menuItemParamsSchema,
        body: updateMenuItemSchema,
        response: { 200: menuItemSchema },
      },
    },
    async (request) =>
      service.updateItem(db, await request.getUser(), request.params.id, request.params.itemId, request.body),
  );

  r.delete(
    `${base}/items/:itemId`,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['menu'],
        summary: 'Delete a menu item',
        params: menuItemParamsSchema,
        response: { 200: deletedSchema },
      },
    },
    async (request) => {
      await service.deleteItem(db, await request.getUser(), request.params.id, request.params.itemId);
      return { id: request.params.itemId };
    },
  );
}

/** The routes as a plugin that names what it needs: registered before those, the app refuses to start. */
export const menuRoutes = fp(registerMenuRoutes, {
  name: 'spey-menu-routes',
  fastify: '5.x',
  // Its own scope: the /api prefix, hooks and parsers stay inside.
  encapsulate: true,
  dependencies: ['spey-errors', 'spey-auth', 'spey-response-cache', 'spey-security'],
});
