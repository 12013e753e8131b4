import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { authKeys, authMessages, updateUsernameSchema } from '@/shared/schemas/auth.schema';
import enAuth from '@/web/i18n/locales/en/auth.json';
import enErrors from '@/web/i18n/locales/en/errors.json';
import kmErrors from '@/web/i18n/locales/km/errors.json';
import { ApiError, toApiError } from './api-client';
import { describeError, errorMessage, keyText, messageText } from './error-text';

const i18n = i18next.createInstance();
let en: TFunction;
let km: TFunction;

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: false,
    ns: ['errors', 'auth'],
    defaultNS: 'auth',
    resources: { en: { errors: enErrors, auth: enAuth }, km: { errors: kmErrors } },
    interpolation: { escapeValue: false },
  });
  // A feature component's t, bound to its own namespace: the errors catalogue is still reached.
  en = i18n.getFixedT('en', 'auth');
  km = i18n.getFixedT('km', 'auth');
});

describe('keyText', () => {
  it('gives the errors catalogue’s text for a key it has', () => {
    expect(keyText(km, authKeys.usernameMin)).toBe(kmErrors['auth.usernameMin']);
    expect(keyText(en, 'auth.usernameMin')).toBe(enErrors['auth.usernameMin']);
  });

  it('gives nothing for a sentence, an unknown key or nothing', () => {
    expect(keyText(km, authMessages.usernameMin)).toBeUndefined();
    expect(keyText(km, 'auth.noSuchRule')).toBeUndefined();
    expect(keyText(km, undefined)).toBeUndefined();
  });
});

describe('messageText (form fields)', () => {
  it('translates what the shared schema says in the browser', () => {
    const message = updateUsernameSchema.safeParse({ username: 'ab' }).error?.issues[0]?.message;
    expect(messageText(km, message)).toBe(kmErrors['auth.usernameMin']);
  });

  it('shows a message without a key as it came (a refusal added before it had a key)', () => {
    expect(messageText(km, 'Some new rule')).toBe('Some new rule');
    expect(messageText(km, undefined)).toBeUndefined();
  });
});

describe('describeError (failed requests)', () => {
  const refusal = (key?: string) =>
    new ApiError(409, 'CONFLICT', 'This username is already taken', undefined, key);

  it('picks the key’s text, never the English sentence', () => {
    expect(describeError(km, refusal('auth.usernameTaken'), 'FALLBACK')).toBe(kmErrors['auth.usernameTaken']);
    expect(describeError(en, refusal('auth.usernameTaken'), 'FALLBACK')).toBe(enErrors['auth.usernameTaken']);
  });

  it('shows the server’s message when there is no key, the fallback for faults and foreign errors', () => {
    expect(describeError(km, refusal(), 'FALLBACK')).toBe('This username is already taken');
    expect(describeError(km, new ApiError(500, 'INTERNAL', 'Something went wrong'), 'FALLBACK')).toBe(
      'FALLBACK',
    );
    expect(describeError(km, new ApiError(400, 'VALIDATION', ''), 'FALLBACK')).toBe('FALLBACK');
    expect(describeError(km, new TypeError('x is undefined'), 'FALLBACK')).toBe('FALLBACK');
  });

  it('knows refusals by code where there is no key (network, better-auth), and a feature’s own code texts first', () => {
    const network = new ApiError(0, 'NETWORK', 'Network error. Please check your connection.');
    expect(describeError(km, network, 'FALLBACK')).toBe(kmErrors['code.NETWORK']);
    const wrongPassword = new ApiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password');
    expect(describeError(km, wrongPassword, 'FALLBACK')).toBe(kmErrors['code.INVALID_EMAIL_OR_PASSWORD']);
    const limited = new ApiError(429, 'RATE_LIMITED', 'Too many requests.', undefined, 'common.rateLimited');
    expect(describeError(en, limited, 'FALLBACK')).toBe(enErrors['common.rateLimited']);
    expect(describeError(en, limited, 'FALLBACK', { RATE_LIMITED: 'auth:rateLimited' })).toBe(
      enAuth.rateLimited,
    );
  });
});

describe('errorMessage', () => {
  it('is the key’s text, else the sentence sent', () => {
    expect(errorMessage(km, new ApiError(404, 'NOT_FOUND', 'Not found', undefined, 'common.notFound'))).toBe(
      kmErrors['common.notFound'],
    );
    expect(errorMessage(km, new ApiError(404, 'NOT_FOUND', 'Gone'))).toBe('Gone');
    expect(errorMessage(km, null)).toBeUndefined();
  });
});

describe('toApiError (an error body as the web reads it)', () => {
  it('puts each field’s key in place of its English, and keeps a field without a key as it came', () => {
    const error = toApiError(400, {
      error: {
        code: 'VALIDATION',
        message: authMessages.usernameMin,
        key: 'auth.usernameMin',
        fields: { username: authMessages.usernameMin, nickname: 'Some new rule' },
        fieldKeys: { username: 'auth.usernameMin' },
      },
    });
    expect(error.key).toBe('auth.usernameMin');
    expect(error.message).toBe(authMessages.usernameMin);
    expect(messageText(km, error.fields?.username)).toBe(kmErrors['auth.usernameMin']);
    expect(messageText(km, error.fields?.nickname)).toBe('Some new rule');
  });
});
