import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { isErrorBody } from '@/shared/errors';
import { queryRows } from '../../src/server/db/client';
import {
  actorNames,
  createActorsAndFixtures,
  daysFromNow,
  findInvariantViolations,
  listApiRoutes,
  multipartFile,
  validRegistration,
  type ActorName,
  type Fixtures,
} from '../support/actors';
import { createTestApp, request, type TestContext } from '../support/test-app';

/**
 * Every /api route × six actors, with the expected answer. The table must name every registered
 * route (the first test fails when a new route has no row), so a new endpoint cannot ship without
 * someone deciding who may call it. Object-level rows use objects that belong to someone else.
 */

type Expected = '2xx' | 400 | 401 | 403 | 404 | 409;
type Expectations = Record<ActorName, Expected>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Case {
  method: Method;
  /** The route as registered, e.g. /api/reviews/:id. */
  route: string;
  /** What this row checks, when the route alone does not say it. */
  note?: string;
  url: (f: Fixtures) => string;
  payload?: (f: Fixtures, actor: ActorName) => object;
  /** Sends the cover PNG as multipart instead of JSON. */
  upload?: true;
  expect: Expectations;
}

const everyone: Expectations = {
  anonymous: '2xx',
  dinerA: '2xx',
  dinerB: '2xx',
  ownerX: '2xx',
  ownerY: '2xx',
  admin: '2xx',
};
const signedIn: Expectations = { ...everyone, anonymous: 401 };
const adminOnly: Expectations = {
  anonymous: 401,
  dinerA: 403,
  dinerB: 403,
  ownerX: 403,
  ownerY: 403,
  admin: '2xx',
};
/** Owner area of restaurant X: only its owner; anyone else's id finds nothing (404, not 403). */
const ownerOfX: Expectations = {
  anonymous: 401,
  dinerA: 404,
  dinerB: 404,
  ownerX: '2xx',
  ownerY: 404,
  admin: 404,
};
/** Owner area with ids that do not belong together: nobody may, not even the owner. */
const nobodySignedIn: Expectations = {
  anonymous: 401,
  dinerA: 404,
  dinerB: 404,
  ownerX: 404,
  ownerY: 404,
  admin: 404,
};
/** dinerA's own review: everyone else's attempt finds nothing. */
const authorA: Expectations = {
  anonymous: 401,
  dinerA: '2xx',
  dinerB: 404,
  ownerX: 404,
  ownerY: 404,
  admin: 404,
};

const owner = (f: Fixtures, id: 'X' | 'Y' = 'X') =>
  `/api/owner/restaurants/${id === 'X' ? f.restaurantX : f.restaurantY}`;

const ownerDetails = (actor: ActorName) => ({
  name: `Renamed by ${actor}`,
  cuisine: 'Khmer',
  priceRange: '$$',
  description: `Written by ${actor}`,
});

const weeklyHours = {
  days: Array.from({ length: 7 }, (_, day) => ({
    dayOfWeek: day,
    openTime: '08:00',
    closeTime: '21:00',
    isClosed: false,
  })),
};

const cases: Case[] = [
  // Public reads
  { method: 'GET', route: '/api/health', url: () => '/api/health', expect: everyone },
  { method: 'GET', route: '/api/config', url: () => '/api/config', expect: everyone },
  {
    method: 'GET',
    route: '/api/auth-challenge',
    note: 'a sign-in proof-of-work challenge: anyone signing in may need one',
    url: () => '/api/auth-challenge',
    expect: everyone,
  },
  { method: 'GET', route: '/api/me', url: () => '/api/me', expect: everyone },
  {
    method: 'GET',
    route: '/api/avatars/:style/:seed',
    url: () => '/api/avatars/initials/spey.svg',
    expect: everyone,
  },
  { method: 'GET', route: '/api/restaurants', url: () => '/api/restaurants?q=matrix', expect: everyone },
  {
    method: 'GET',
    route: '/api/restaurants/featured',
    url: () => '/api/restaurants/featured',
    expect: everyone,
  },
  {
    method: 'GET',
    route: '/api/restaurants/cuisines',
    url: () => '/api/restaurants/cuisines',
    expect: everyone,
  },
  {
    method: 'GET',
    route: '/api/restaurants/options',
    url: () => '/api/restaurants/options',
    expect: everyone,
  },
  {
    method: 'GET',
    route: '/api/restaurants/:id',
    url: (f) => `/api/restaurants/${f.restaurantX}`,
    expect: everyone,
  },
  {
    method: 'GET',
    route: '/api/restaurants/:id/hours',
    url: (f) => `/api/restaurants/${f.restaurantX}/hours`,
    expect: everyone,
  },
  {
    method: 'GET',
    route: '/api/restaurants/:id/reviews',
    url: (f) => `/api/restaurants/${f.restaurantY}/reviews`,
    expect: everyone,
  },
  {
    method: 'GET',
    route: '/api/restaurants/:id/manage',
    url: (f) => `/api/restaurants/${f.restaurantX}/manage`,
    expect: { anonymous: 401, dinerA: 403, dinerB: 403, ownerX: '2xx', ownerY: 403, admin: 403 },
  },
  {
    method: 'GET',
    route: '/api/restaurants/:id/menu',
    url: (f) => `/api/restaurants/${f.restaurantX}/menu?vegetarian=1`,
    expect: everyone,
  },
  {
    method: 'GET',
    route: '/api/restaurants/:id/reservations/availability',
    url: (f) => `/api/restaurants/${f.restaurantX}/reservations/availability?date=${daysFromNow(20)}`,
    expect: everyone,
  },
  { method: 'GET', route: '/api/leaderboard', url: () => '/api/leaderboard', expect: everyone },
  { method: 'GET', route: '/api/reviews', url: () => '/api/reviews?q=matrix', expect: everyone },
  { method: 'GET', route: '/api/reviews/latest', url: () => '/api/reviews/latest', expect: everyone },

  // The caller's own account and lists (/api/me/*): never anyone else's data (checked again below)
  {
    method: 'PATCH',
    route: '/api/me/role',
    note: 'switch to the role one already has; an administrator may not switch',
    url: () => '/api/me/role',
    payload: (_f, actor) => ({ role: actor.startsWith('owner') ? 'owner' : 'user' }),
    expect: { ...signedIn, admin: 403 },
  },
  {
    method: 'PATCH',
    route: '/api/me/username',
    url: () => '/api/me/username',
    payload: (f, actor) => ({ username: f.actors[actor].user?.username ?? 'nobody_here' }),
    expect: signedIn,
  },
  {
    method: 'PATCH',
    route: '/api/me/locale',
    url: () => '/api/me/locale',
    payload: () => ({ locale: 'km' }),
    expect: signedIn,
  },
  // Account recovery: anyone; the answer never says whether an address has an account
  {
    method: 'POST',
    route: '/api/account/forgot-password',
    url: () => '/api/account/forgot-password',
    payload: (f, actor) => ({ email: f.actors[actor].user?.email ?? 'nobody@example.com' }),
    expect: everyone,
  },
  {
    method: 'POST',
    route: '/api/account/reset-password',
    note: 'a token nobody was sent',
    url: () => '/api/account/reset-password',
    payload: () => ({ token: 'not-a-real-token', password: 'Passw0rdNew', confirmPassword: 'Passw0rdNew' }),
    expect: { anonymous: 400, dinerA: 400, dinerB: 400, ownerX: 400, ownerY: 400, admin: 400 },
  },
  {
    method: 'POST',
    route: '/api/account/resend-verification',
    url: () => '/api/account/resend-verification',
    payload: (f, actor) => ({ email: f.actors[actor].user?.email ?? 'nobody@example.com' }),
    expect: everyone,
  },
  // Account settings: the caller's own account only
  { method: 'GET', route: '/api/me/devices', url: () => '/api/me/devices', expect: signedIn },
  {
    method: 'POST',
    route: '/api/me/devices/:id/sign-out',
    note: "a session id that is not the caller's",
    url: () => '/api/me/devices/00000000-0000-4000-8000-000000000000/sign-out',
    expect: nobodySignedIn,
  },
  {
    method: 'POST',
    route: '/api/me/devices/sign-out-others',
    url: () => '/api/me/devices/sign-out-others',
    expect: signedIn,
  },
  {
    method: 'POST',
    route: '/api/me/password',
    note: 'the same password again; this session stays',
    url: () => '/api/me/password',
    payload: (f, actor) => {
      const password = f.actors[actor].user?.password ?? 'Passw0rdX';
      return { currentPassword: password, password, confirmPassword: password };
    },
    expect: signedIn,
  },
  {
    method: 'POST',
    route: '/api/me/email',
    note: 'asks for a link to a new address; nothing changes until it is opened',
    url: () => '/api/me/email',
    payload: (_f, actor) => ({ newEmail: `matrix_new_${actor}@example.com` }),
    expect: signedIn,
  },
  { method: 'GET', route: '/api/me/export', url: () => '/api/me/export', expect: signedIn },
  {
    method: 'POST',
    route: '/api/me/delete',
    note: 'the wrong username: nothing is deleted; an administrator may not delete here',
    url: () => '/api/me/delete',
    payload: () => ({ username: 'not_this_account' }),
    expect: { anonymous: 401, dinerA: 400, dinerB: 400, ownerX: 400, ownerY: 400, admin: 403 },
  },
  { method: 'GET', route: '/api/me/favourites', url: () => '/api/me/favourites', expect: signedIn },
  {
    method: 'PUT',
    route: '/api/me/favourites/:restaurantId',
    url: (f) => `/api/me/favourites/${f.restaurantY}`,
    expect: signedIn,
  },
  {
    method: 'DELETE',
    route: '/api/me/favourites/:restaurantId',
    url: (f) => `/api/me/favourites/${f.restaurantX}`,
    expect: signedIn,
  },
  { method: 'GET', route: '/api/me/reviews', url: () => '/api/me/reviews', expect: signedIn },
  { method: 'GET', route: '/api/me/claims', url: () => '/api/me/claims', expect: signedIn },
  { method: 'GET', route: '/api/me/registrations', url: () => '/api/me/registrations', expect: signedIn },
  { method: 'GET', route: '/api/me/reservations', url: () => '/api/me/reservations', expect: signedIn },
  {
    method: 'POST',
    route: '/api/me/reservations/:reservationId/cancel',
    note: "cancelling dinerA's reservation",
    url: (f) => `/api/me/reservations/${f.reservationA3}/cancel`,
    expect: authorA,
  },

  // Table reservations at X (which takes them, 08:00-22:00)
  {
    method: 'POST',
    route: '/api/restaurants/:id/reservations',
    url: (f) => `/api/restaurants/${f.restaurantX}/reservations`,
    payload: (_f, actor) => ({
      date: daysFromNow(20),
      time: '19:00',
      partySize: 2,
      name: `Guest ${actor}`,
      phone: '012 345 678',
      email: 'guest@example.com',
    }),
    expect: signedIn,
  },

  // Reviews and reactions
  {
    method: 'POST',
    route: '/api/reviews',
    url: () => '/api/reviews',
    payload: (f, actor) => ({ restaurantId: f.restaurantW, rating: 3, content: `Matrix review by ${actor}` }),
    expect: signedIn,
  },
  {
    method: 'PATCH',
    route: '/api/reviews/:id',
    note: "editing dinerA's review",
    url: (f) => `/api/reviews/${f.reviewA}`,
    payload: (_f, actor) => ({ content: `Edited by ${actor}`, rating: 2 }),
    expect: authorA,
  },
  {
    method: 'PATCH',
    route: '/api/reviews/:id',
    note: "editing dinerA's Spey review",
    url: (f) => `/api/reviews/${f.speyReviewA}`,
    payload: (_f, actor) => ({ content: `Spey edited by ${actor}` }),
    expect: authorA,
  },
  {
    method: 'PUT',
    route: '/api/reviews/:id/reaction',
    note: 'nobody reacts to their own review',
    url: (f) => `/api/reviews/${f.reviewA}/reaction`,
    payload: () => ({ type: 'like' }),
    expect: { ...signedIn, dinerA: 403 },
  },
  {
    method: 'PUT',
    route: '/api/reviews/:id/reaction',
    note: "reacting to dinerA's Spey review",
    url: (f) => `/api/reviews/${f.speyReviewA}/reaction`,
    payload: () => ({ type: 'dislike' }),
    expect: { ...signedIn, dinerA: 403 },
  },
  {
    method: 'DELETE',
    route: '/api/reviews/:id',
    note: "deleting dinerA's review",
    url: (f) => `/api/reviews/${f.reviewADelete}`,
    expect: authorA,
  },

  // Claims and registrations
  {
    method: 'POST',
    route: '/api/claims',
    note: 'dinerA already has a pending claim on Z',
    url: () => '/api/claims',
    payload: (f) => ({
      restaurantId: f.restaurantZ,
      contactEmail: 'someone@example.com',
      evidence: 'I manage the kitchen and the staff here.',
    }),
    expect: { ...signedIn, dinerA: 409 },
  },
  {
    method: 'POST',
    route: '/api/claims',
    note: 'a restaurant that already has an owner',
    url: () => '/api/claims',
    payload: (f) => ({
      restaurantId: f.restaurantX,
      contactEmail: 'someone@example.com',
      evidence: 'I manage the kitchen and the staff here.',
    }),
    expect: { anonymous: 401, dinerA: 409, dinerB: 409, ownerX: 409, ownerY: 409, admin: 409 },
  },
  {
    method: 'POST',
    route: '/api/registrations',
    url: () => '/api/registrations',
    payload: () => validRegistration,
    expect: signedIn,
  },
  { method: 'GET', route: '/api/admin/stats', url: () => '/api/admin/stats', expect: adminOnly },
  {
    method: 'GET',
    route: '/api/admin/settings/exchange-rate',
    url: () => '/api/admin/settings/exchange-rate',
    expect: adminOnly,
  },
  {
    method: 'PUT',
    route: '/api/admin/settings/exchange-rate',
    url: () => '/api/admin/settings/exchange-rate',
    payload: () => ({ khrPerUsd: 4050 }),
    expect: adminOnly,
  },
  { method: 'GET', route: '/api/admin/claims', url: () => '/api/admin/claims?status=all', expect: adminOnly },
  {
    method: 'POST',
    route: '/api/admin/claims/:id/reject',
    url: (f) => `/api/admin/claims/${f.claimB}/reject`,
    expect: adminOnly,
  },
  {
    method: 'POST',
    route: '/api/admin/claims/:id/approve',
    note: 'dinerA approving their own claim',
    url: (f) => `/api/admin/claims/${f.claimA}/approve`,
    expect: adminOnly,
  },
  {
    method: 'GET',
    route: '/api/admin/registrations',
    url: () => '/api/admin/registrations?status=all',
    expect: adminOnly,
  },
  {
    method: 'POST',
    route: '/api/admin/registrations/:id/reject',
    url: (f) => `/api/admin/registrations/${f.registrationA1}/reject`,
    expect: adminOnly,
  },
  {
    method: 'POST',
    route: '/api/admin/registrations/:id/approve',
    note: 'dinerA approving their own registration',
    url: (f) => `/api/admin/registrations/${f.registrationA2}/approve`,
    expect: adminOnly,
  },

  // Owner area of restaurant X
  { method: 'GET', route: '/api/owner/restaurants', url: () => '/api/owner/restaurants', expect: signedIn },
  { method: 'GET', route: '/api/owner/restaurants/:id', url: (f) => owner(f), expect: ownerOfX },
  {
    method: 'PATCH',
    route: '/api/owner/restaurants/:id',
    url: (f) => owner(f),
    payload: (_f, actor) => ownerDetails(actor),
    expect: ownerOfX,
  },
  {
    method: 'POST',
    route: '/api/owner/restaurants/:id/cover',
    url: (f) => `${owner(f)}/cover`,
    upload: true,
    expect: ownerOfX,
  },
  {
    method: 'PUT',
    route: '/api/owner/restaurants/:id/hours',
    url: (f) => `${owner(f)}/hours`,
    payload: () => weeklyHours,
    expect: ownerOfX,
  },
  {
    method: 'POST',
    route: '/api/owner/restaurants/:id/special-hours',
    url: (f) => `${owner(f)}/special-hours`,
    payload: () => ({ date: daysFromNow(40), isClosed: true, reason: 'Khmer New Year' }),
    expect: ownerOfX,
  },
  {
    method: 'DELETE',
    route: '/api/owner/restaurants/:id/special-hours/:specialId',
    note: "Y's special day through X's address",
    url: (f) => `${owner(f)}/special-hours/${f.specialY}`,
    expect: nobodySignedIn,
  },
  {
    method: 'DELETE',
    route: '/api/owner/restaurants/:id/special-hours/:specialId',
    note: "X's special day through Y's address",
    url: (f) => `${owner(f, 'Y')}/special-hours/${f.specialX}`,
    expect: nobodySignedIn,
  },
  {
    method: 'DELETE',
    route: '/api/owner/restaurants/:id/special-hours/:specialId',
    url: (f) => `${owner(f)}/special-hours/${f.specialX}`,
    expect: ownerOfX,
  },
  {
    method: 'GET',
    route: '/api/owner/restaurants/:id/menu',
    url: (f) => `${owner(f)}/menu`,
    expect: ownerOfX,
  },
  {
    method: 'POST',
    route: '/api/owner/restaurants/:id/menu/categories',
    url: (f) => `${owner(f)}/menu/categories`,
    payload: (_f, actor) => ({ name: `Category by ${actor}` }),
    expect: ownerOfX,
  },
  {
    method: 'PATCH',
    route: '/api/owner/restaurants/:id/menu/categories/:categoryId',
    note: "X's category through Y's address",
    url: (f) => `${owner(f, 'Y')}/menu/categories/${f.categoryX}`,
    payload: (_f, actor) => ({ name: `Stolen by ${actor}` }),
    expect: nobodySignedIn,
  },
  {
    method: 'PATCH',
    route: '/api/owner/restaurants/:id/menu/categories/:categoryId',
    url: (f) => `${owner(f)}/menu/categories/${f.categoryX}`,
    payload: (_f, actor) => ({ name: `Soups by ${actor}` }),
    expect: ownerOfX,
  },
  {
    method: 'POST',
    route: '/api/owner/restaurants/:id/menu/items',
    url: (f) => `${owner(f)}/menu/items`,
    payload: (_f, actor) => ({ name: `Dish by ${actor}`, price: 3 }),
    expect: ownerOfX,
  },
  {
    method: 'PATCH',
    route: '/api/owner/restaurants/:id/menu/items/:itemId',
    note: "X's item through Y's address",
    url: (f) => `${owner(f, 'Y')}/menu/items/${f.itemX}`,
    payload: (_f, actor) => ({ name: `Stolen by ${actor}` }),
    expect: nobodySignedIn,
  },
  {
    method: 'PATCH',
    route: '/api/owner/restaurants/:id/menu/items/:itemId',
    url: (f) => `${owner(f)}/menu/items/${f.itemX}`,
    payload: (_f, actor) => ({ name: `Dish edited by ${actor}` }),
    expect: ownerOfX,
  },
  {
    method: 'DELETE',
    route: '/api/owner/restaurants/:id/menu/items/:itemId',
    note: "X's item through Y's address",
    url: (f) => `${owner(f, 'Y')}/menu/items/${f.itemX}`,
    expect: nobodySignedIn,
  },
  {
    method: 'DELETE',
    route: '/api/owner/restaurants/:id/menu/items/:itemId',
    url: (f) => `${owner(f)}/menu/items/${f.itemX}`,
    expect: ownerOfX,
  },
  {
    method: 'DELETE',
    route: '/api/owner/restaurants/:id/menu/categories/:categoryId',
    note: "X's category through Y's address",
    url: (f) => `${owner(f, 'Y')}/menu/categories/${f.categoryX}`,
    expect: nobodySignedIn,
  },
  {
    method: 'DELETE',
    route: '/api/owner/restaurants/:id/menu/categories/:categoryId',
    url: (f) => `${owner(f)}/menu/categories/${f.categoryX}`,
    expect: ownerOfX,
  },
  {
    method: 'GET',
    route: '/api/owner/restaurants/:id/reservation-settings',
    url: (f) => `${owner(f)}/reservation-settings`,
    expect: ownerOfX,
  },
  {
    method: 'PUT',
    route: '/api/owner/restaurants/:id/reservation-settings',
    url: (f) => `${owner(f)}/reservation-settings`,
    payload: () => ({
      isEnabled: true,
      partySizeMin: 1,
      partySizeMax: 10,
      maxDaysAhead: 60,
      minNoticeMinutes: 60,
      slotMinutes: 30,
      capacityPerSlot: null,
    }),
    expect: ownerOfX,
  },
  {
    method: 'GET',
    route: '/api/owner/restaurants/:id/reservations',
    url: (f) => `${owner(f)}/reservations?status=pending`,
    expect: ownerOfX,
  },
  {
    method: 'GET',
    route: '/api/owner/restaurants/:id/reservations/summary',
    url: (f) => `${owner(f)}/reservations/summary`,
    expect: ownerOfX,
  },
  {
    method: 'POST',
    route: '/api/owner/restaurants/:id/reservations/:reservationId/confirm',
    note: "X's reservation through Y's address",
    url: (f) => `${owner(f, 'Y')}/reservations/${f.reservationA1}/confirm`,
    payload: () => ({ message: 'Stolen' }),
    expect: nobodySignedIn,
  },
  {
    method: 'POST',
    route: '/api/owner/restaurants/:id/reservations/:reservationId/confirm',
    url: (f) => `${owner(f)}/reservations/${f.reservationA1}/confirm`,
    payload: () => ({ message: 'See you' }),
    expect: ownerOfX,
  },
  {
    method: 'POST',
    route: '/api/owner/restaurants/:id/reservations/:reservationId/decline',
    note: "X's reservation through Y's address",
    url: (f) => `${owner(f, 'Y')}/reservations/${f.reservationA2}/decline`,
    payload: () => ({}),
    expect: nobodySignedIn,
  },
  {
    method: 'POST',
    route: '/api/owner/restaurants/:id/reservations/:reservationId/decline',
    url: (f) => `${owner(f)}/reservations/${f.reservationA2}/decline`,
    payload: () => ({}),
    expect: ownerOfX,
  },

  // Owner replies, reports and moderation (issue 19)
  {
    method: 'GET',
    route: '/api/owner/restaurants/:id/reviews',
    url: (f) => `${owner(f)}/reviews?filter=without-reply`,
    expect: ownerOfX,
  },
  {
    method: 'PUT',
    route: '/api/owner/reviews/:id/reply',
    note: "replying to dinerA's review of X",
    url: (f) => `/api/owner/reviews/${f.reviewA}/reply`,
    payload: (_f, actor) => ({ content: `Reply by ${actor}` }),
    expect: ownerOfX,
  },
  {
    method: 'PUT',
    route: '/api/owner/reviews/:id/reply',
    note: "replying to dinerA's Spey review of Y",
    url: (f) => `/api/owner/reviews/${f.speyReviewA}/reply`,
    payload: (_f, actor) => ({ content: `Reply by ${actor}` }),
    expect: { ...ownerOfX, ownerX: 404, ownerY: '2xx' },
  },
  {
    method: 'POST',
    route: '/api/reviews/:id/report',
    note: 'nobody reports their own review',
    url: (f) => `/api/reviews/${f.reviewA}/report`,
    payload: () => ({ reason: 'spam' }),
    expect: { ...signedIn, dinerA: 403 },
  },
  {
    method: 'POST',
    route: '/api/replies/:id/report',
    note: 'nobody reports their own reply',
    url: (f) => `/api/replies/${f.replyX}/report`,
    payload: () => ({ reason: 'other', note: 'It names a guest by name.' }),
    expect: { ...signedIn, ownerX: 403 },
  },
  {
    method: 'GET',
    route: '/api/admin/moderation/queue',
    url: () => '/api/admin/moderation/queue',
    expect: adminOnly,
  },
  {
    method: 'GET',
    route: '/api/admin/moderation/reviews/:id/author',
    note: 'the author of a Spey review',
    url: (f) => `/api/admin/moderation/reviews/${f.speyReviewA}/author`,
    expect: adminOnly,
  },
  {
    method: 'POST',
    route: '/api/admin/moderation/reviews/:id',
    note: 'dinerA dismissing reports on their own review',
    url: (f) => `/api/admin/moderation/reviews/${f.reviewA}`,
    payload: () => ({ action: 'dismiss' }),
    expect: adminOnly,
  },
  {
    method: 'POST',
    route: '/api/admin/moderation/replies/:id',
    note: 'ownerX dismissing reports on their own reply',
    url: (f) => `/api/admin/moderation/replies/${f.replyX}`,
    payload: () => ({ action: 'dismiss' }),
    expect: adminOnly,
  },
  {
    method: 'GET',
    route: '/api/admin/moderation/log',
    url: () => '/api/admin/moderation/log',
    expect: adminOnly,
  },
  { method: 'GET', route: '/api/admin/integrity', url: () => '/api/admin/integrity', expect: adminOnly },
  {
    method: 'PUT',
    route: '/api/admin/restaurants/:id/review-pause',
    note: 'the owner pausing reviews of their own restaurant',
    url: (f) => `/api/admin/restaurants/${f.restaurantX}/review-pause`,
    payload: () => ({ until: null }),
    expect: adminOnly,
  },
  {
    method: 'GET',
    route: '/api/me/email-preferences',
    url: () => '/api/me/email-preferences',
    expect: signedIn,
  },
  {
    method: 'PUT',
    route: '/api/me/email-preferences',
    url: () => '/api/me/email-preferences',
    payload: () => ({ ownerReplies: false }),
    expect: signedIn,
  },
  {
    method: 'DELETE',
    route: '/api/owner/reviews/:id/reply',
    note: "ownerY's reply through dinerA's Spey review of Y",
    url: (f) => `/api/owner/reviews/${f.speyReviewA}/reply`,
    expect: { ...ownerOfX, ownerX: 404, ownerY: '2xx' },
  },
  {
    method: 'DELETE',
    route: '/api/owner/reviews/:id/reply',
    url: (f) => `/api/owner/reviews/${f.reviewA}/reply`,
    expect: ownerOfX,
  },
];

/**
 * The pages whose loaders read private data and the pages' actions (forms sent without scripts), × the
 * same six actors. A page answers 200 drawn, or a redirect: `auth` (to /auth), `home` (the owner area's
 * "Access denied"), `done` (an action's success: back to the page with its notice). `only`: a text of
 * the fixtures that must be drawn for that actor alone (another owner's data never is).
 */
type PageExpected = 200 | 'auth' | 'home' | 'done' | 'back' | 403 | 404 | 409;
interface PageCase {
  method: 'GET' | 'POST';
  url: string;
  note?: string;
  form?: (f: Fixtures, pendingId: string) => Record<string, string>;
  /** Sends the cover form (multipart: this restaurant's id and the cover PNG) instead of `form`. */
  cover?: (f: Fixtures) => string;
  only?: { actor: ActorName; text: (f: Fixtures) => string };
  /** Where a redirect counts as 'back' (a switch that returns to the page it was used on). */
  back?: string;
  expect: Record<ActorName, PageExpected>;
}

/** dinerA owns Z by the time these rows run (the claim approval row above). */
const ownerPage: Record<ActorName, PageExpected> = {
  anonymous: 'auth',
  dinerA: 200,
  dinerB: 'home',
  ownerX: 200,
  ownerY: 200,
  admin: 'home',
};
const adminPage: Record<ActorName, PageExpected> = {
  anonymous: 'auth',
  dinerA: 'auth',
  dinerB: 'auth',
  ownerX: 'auth',
  ownerY: 'auth',
  admin: 200,
};
const ownPage: Record<ActorName, PageExpected> = {
  anonymous: 200,
  dinerA: 200,
  dinerB: 200,
  ownerX: 200,
  ownerY: 200,
  admin: 200,
};

const pageCases: PageCase[] = [
  {
    method: 'GET',
    url: '/owner/reservations',
    only: { actor: 'ownerX', text: () => 'Matrix Guest' },
    expect: ownerPage,
  },
  {
    method: 'GET',
    url: '/owner/reviews',
    only: { actor: 'ownerX', text: (f) => `value="${f.reviewA}"` },
    expect: ownerPage,
  },
  { method: 'GET', url: '/owner/menu', expect: ownerPage },
  { method: 'GET', url: '/owner/details', expect: ownerPage },
  { method: 'GET', url: '/owner/hours', expect: ownerPage },
  { method: 'GET', url: '/admin/dashboard', expect: adminPage },
  {
    method: 'GET',
    url: '/admin/claim-requests?tab=all',
    only: { actor: 'admin', text: () => 'Matrix W Bistro' },
    expect: adminPage,
  },
  { method: 'GET', url: '/admin/settings', expect: adminPage },
  { method: 'GET', url: '/admin/reports', expect: adminPage },
  { method: 'GET', url: '/settings', expect: { ...ownPage, anonymous: 'auth' } },
  {
    method: 'GET',
    url: '/currency?to=khr&returnTo=%2Freviews',
    note: 'the menu currency, for anyone, back to the page',
    back: '/reviews',
    expect: {
      anonymous: 'back',
      dinerA: 'back',
      dinerB: 'back',
      ownerX: 'back',
      ownerY: 'back',
      admin: 'back',
    },
  },
  {
    method: 'GET',
    url: '/language?to=en&returnTo=%2Freviews',
    note: 'the language, for anyone, back to the page',
    back: '/reviews',
    expect: {
      anonymous: 'back',
      dinerA: 'back',
      dinerB: 'back',
      ownerX: 'back',
      ownerY: 'back',
      admin: 'back',
    },
  },
  { method: 'GET', url: '/profile', expect: ownPage },
  {
    method: 'GET',
    url: '/my-reviews',
    only: { actor: 'dinerA', text: () => 'Edited by dinerA' },
    expect: ownPage,
  },
  {
    method: 'POST',
    url: '/owner/reviews',
    note: "the reply to dinerA's review of X",
    form: (f) => ({ intent: 'reply', reviewId: f.reviewA, content: 'Thanks, from the page form' }),
    // The API refuses; then the area's guard sends anyone but an owner away.
    expect: { ...ownerPage, dinerA: 404, ownerX: 'done', ownerY: 404 },
  },
  {
    method: 'POST',
    url: '/owner/reservations',
    note: 'decline a pending request at X',
    form: (f, pendingId) => ({ intent: 'decline', restaurantId: f.restaurantX, reservationId: pendingId }),
    expect: { ...ownerPage, dinerA: 404, ownerX: 'done', ownerY: 404 },
  },
  {
    method: 'POST',
    url: '/owner/details',
    note: 'the profile of X (its name kept)',
    form: (f) => ({
      intent: 'details',
      restaurantId: f.restaurantX,
      name: 'Matrix X Kitchen',
      cuisine: 'Khmer',
      priceRange: '$$',
      description: 'Saved from the page form',
    }),
    expect: { ...ownerPage, dinerA: 404, ownerX: 'done', ownerY: 404 },
  },
  {
    method: 'POST',
    url: '/owner/details',
    note: 'the cover of X, sent as a multipart form',
    cover: (f) => f.restaurantX,
    expect: { ...ownerPage, dinerA: 404, ownerX: 'done', ownerY: 404 },
  },
  {
    method: 'POST',
    url: '/my-reviews',
    note: "the edit of dinerA's Spey review of Y",
    form: (f) => ({
      intent: 'edit-review',
      reviewId: f.speyReviewA,
      rating: '3',
      content: 'Edited from the page form',
      isSpey: 'on',
    }),
    // The API finds no such review of theirs for anyone but its author.
    expect: {
      ...ownPage,
      anonymous: 'auth',
      dinerA: 'done',
      dinerB: 404,
      ownerX: 404,
      ownerY: 404,
      admin: 404,
    },
  },
  {
    method: 'POST',
    url: '/profile',
    note: "the caller's own e-mail switch",
    form: () => ({ intent: 'email-preferences', preference: 'moderation', value: 'true' }),
    expect: {
      ...ownPage,
      anonymous: 'auth',
      dinerA: 'done',
      dinerB: 'done',
      ownerX: 'done',
      ownerY: 'done',
      admin: 'done',
    },
  },
  {
    method: 'POST',
    url: '/admin/claim-requests',
    note: 'approve the claim the API rows rejected',
    form: (f) => ({ intent: 'claim-decision', id: f.claimB, decision: 'approve' }),
    // Only an administrator reaches the API, which refuses a claim decided already.
    expect: { ...adminPage, admin: 409 },
  },
  {
    method: 'POST',
    url: '/admin/reports',
    note: "dismiss the reports of dinerA's review of X",
    form: (f) => ({ intent: 'moderate', target: 'review', id: f.reviewA, action: 'dismiss' }),
    expect: { ...adminPage, admin: 'done' },
  },
];

let ctx: TestContext;
let f: Fixtures;
let coverPng: Buffer;

/** /owner/details's cover form as a browser sends it: the restaurant's id, then the PNG. */
function coverPageForm(restaurantId: string) {
  const file = multipartFile(coverPng);
  const boundary = /boundary=(.+)$/.exec(file.headers['content-type'])?.[1] ?? '';
  const field = `--${boundary}\r\nContent-Disposition: form-data; name="restaurantId"\r\n\r\n${restaurantId}\r\n`;
  return { payload: Buffer.concat([Buffer.from(field), file.payload]), headers: file.headers };
}

beforeAll(async () => {
  // Reports from every actor must not hide the items other rows work on.
  // `pages`: the owner, admin and account pages' loaders and actions have rows too (pageCases).
  ctx = await createTestApp({ MODERATION_AUTO_HIDE_REPORTS: '100' }, { pages: true });
  f = await createActorsAndFixtures(ctx);
  coverPng = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await ctx?.close();
});

function matches(status: number, expected: Expected) {
  return expected === '2xx' ? status >= 200 && status < 300 : status === expected;
}

describe('authorization matrix', () => {
  it('has a row for every registered /api route, and no row for a route that does not exist', () => {
    const registered = listApiRoutes(ctx.app);
    const covered = new Set(cases.map((c) => `${c.method} ${c.route}`));
    expect(registered.length).toBeGreaterThan(40);
    expect(
      registered.filter((route) => !covered.has(route)),
      'routes missing from the matrix',
    ).toEqual([]);
    expect(
      [...covered].filter((route) => !registered.includes(route)),
      'rows for unknown routes',
    ).toEqual([]);
  });

  // Rows run in table order; within a row the actors expected to be refused go first, so a
  // successful write (a delete, an approval) cannot change what the refused ones see.
  for (const c of cases) {
    const label = `${c.method} ${c.route}${c.note ? ` (${c.note})` : ''}`;
    it(label, async () => {
      const order = [...actorNames].sort(
        (a, b) => Number(c.expect[a] === '2xx') - Number(c.expect[b] === '2xx'),
      );
      const failures: string[] = [];
      for (const name of order) {
        const actor = f.actors[name];
        const url = c.url(f);
        const response = c.upload
          ? await request(ctx, { method: c.method, url, cookie: actor.cookie, ...multipartFile(coverPng) })
          : await request(ctx, {
              method: c.method,
              url,
              cookie: actor.cookie,
              ...(c.payload ? { payload: c.payload(f, name) } : {}),
            });
        const expected = c.expect[name];
        if (!matches(response.statusCode, expected)) {
          failures.push(
            `${name}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        } else if (response.statusCode >= 400) {
          const body: unknown = response.json();
          if (!isErrorBody(body)) failures.push(`${name}: ${response.statusCode} without the error shape`);
        }
      }
      expect(failures, label).toEqual([]);
    });
  }

  it('left the objects of others untouched', async () => {
    const [x] = await queryRows<{ name: string; image_url: string | null }>(
      ctx.db,
      sql`SELECT name, image_url FROM restaurants WHERE id = ${f.restaurantX}`,
    );
    expect(x?.name).toBe('Renamed by ownerX');
    expect(x?.image_url).toMatch(/\.webp$/);
    const [y] = await queryRows<{ name: string }>(
      ctx.db,
      sql`SELECT name FROM restaurants WHERE id = ${f.restaurantY}`,
    );
    expect(y?.name).toBe('Matrix Y Grill');
    const [review] = await queryRows<{ comment: string }>(
      ctx.db,
      sql`SELECT comment FROM reviews WHERE id = ${f.reviewA}`,
    );
    expect(review?.comment).toBe('Edited by dinerA');
    const [special] = await queryRows<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM restaurant_special_hours WHERE id = ${f.specialY}`,
    );
    expect(special?.n).toBe(1);
    const categories = await queryRows<{ name: string }>(
      ctx.db,
      sql`SELECT name FROM menu_categories WHERE name LIKE 'Stolen%' OR name LIKE 'Category by%'`,
    );
    expect(categories.map((c) => c.name)).toEqual(['Category by ownerX']);
    const [claimA] = await queryRows<{ status: string }>(
      ctx.db,
      sql`SELECT status FROM restaurant_claim_requests WHERE id = ${f.claimA}`,
    );
    expect(claimA?.status).toBe('approved');
    const answered = await queryRows<{ id: string; status: string; owner_message: string | null }>(
      ctx.db,
      sql`SELECT id, status, owner_message FROM reservations WHERE id IN (${f.reservationA1}, ${f.reservationA2}, ${f.reservationA3})`,
    );
    expect(Object.fromEntries(answered.map((r) => [r.id, [r.status, r.owner_message]]))).toEqual({
      [f.reservationA1]: ['confirmed', 'See you'],
      [f.reservationA2]: ['declined', null],
      [f.reservationA3]: ['cancelled', null],
    });
    expect(await findInvariantViolations(ctx.db)).toEqual([]);
  });

  for (const c of pageCases) {
    const label = `page ${c.method} ${c.url}${c.note ? ` (${c.note})` : ''}`;
    it(label, async () => {
      // A pending request for the decline row (the API rows above have answered the fixtures' ones).
      const [pending] = c.form
        ? await queryRows<{ id: string }>(
            ctx.db,
            sql`INSERT INTO reservations (restaurant_id, user_id, date, time, starts_at, party_size, guest_name, phone, email)
                SELECT restaurant_id, user_id, date, '15:00', starts_at + interval '3 hours', 2, 'Matrix Page Guest', phone, email
                FROM reservations WHERE id = ${f.reservationA1} RETURNING id`,
          )
        : [];
      const allowed = (name: ActorName) => c.expect[name] === 'done' || c.expect[name] === 200;
      const order = [...actorNames].sort((a, b) => Number(allowed(a)) - Number(allowed(b)));
      const failures: string[] = [];
      for (const name of order) {
        const cover = c.cover ? coverPageForm(c.cover(f)) : null;
        const response = await request(ctx, {
          method: c.method,
          url: c.url,
          cookie: f.actors[name].cookie,
          headers: {
            accept: 'text/html',
            ...(c.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
            ...cover?.headers,
          },
          ...(c.form ? { payload: new URLSearchParams(c.form(f, pending?.id ?? '')).toString() } : {}),
          ...(cover ? { payload: cover.payload } : {}),
        });
        const location = String(response.headers.location ?? '');
        const got: PageExpected | number =
          response.statusCode !== 302
            ? response.statusCode
            : location.startsWith('/auth')
              ? 'auth'
              : c.back !== undefined && location === c.back
                ? 'back'
                : location.startsWith('/?notice=owner-access-denied')
                  ? 'home'
                  : location.startsWith(`${c.url}?notice=`)
                    ? 'done'
                    : response.statusCode;
        if (got !== c.expect[name]) {
          failures.push(`${name}: expected ${c.expect[name]}, got ${response.statusCode} ${location}`);
        }
        if (c.only && response.statusCode === 200) {
          const drawn = response.body.includes(c.only.text(f));
          if (drawn !== (name === c.only.actor)) failures.push(`${name}: ${c.only.text(f)} drawn: ${drawn}`);
        }
      }
      expect(failures, label).toEqual([]);
    });
  }

  it("/api/me/* lists only ever hold the caller's own data", async () => {
    const get = async (actor: ActorName, url: string) => {
      const response = await request(ctx, { method: 'GET', url, cookie: f.actors[actor].cookie });
      expect(response.statusCode, `${actor} ${url}`).toBe(200);
      return response.body;
    };
    for (const actor of actorNames.filter((a) => a !== 'anonymous')) {
      const favourites = await get(actor, '/api/me/favourites');
      expect(favourites.includes(f.restaurantZ), `${actor} favourites`).toBe(actor === 'dinerA');
      const claims = await get(actor, '/api/me/claims');
      expect(claims.includes(f.claimA), `${actor} claims`).toBe(actor === 'dinerA');
      expect(claims.includes(f.claimB), `${actor} claims`).toBe(actor === 'dinerB');
      const reviews = await get(actor, '/api/me/reviews');
      expect(reviews.includes(f.speyReviewA), `${actor} reviews`).toBe(actor === 'dinerA');
      const reservations = await get(actor, '/api/me/reservations');
      expect(reservations.includes(f.reservationA1), `${actor} reservations`).toBe(actor === 'dinerA');
      const registrations = await get(actor, '/api/me/registrations');
      expect(registrations.includes(f.registrationA1), `${actor} registrations`).toBe(actor === 'dinerA');
      const owned = await get(actor, '/api/owner/restaurants');
      expect(owned.includes(f.restaurantX), `${actor} owned restaurants`).toBe(actor === 'ownerX');
      expect(owned.includes(f.restaurantY), `${actor} owned restaurants`).toBe(actor === 'ownerY');
      const me = JSON.parse(await get(actor, '/api/me')) as { user: { id: string } };
      expect(me.user.id).toBe(f.actors[actor].user?.id);
    }
  });
});
