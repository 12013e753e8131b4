import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { decodeCreatedAtCursor, encodeCreatedAtCursor, keysetCursor } from './cursor';

const id = '6f1d2a4e-8a57-4c1b-9a8e-1f2b3c4d5e6f';
const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.toBody().error : error;
  }
  return undefined;
}

describe('keysetCursor', () => {
  const cursor = keysetCursor('text', 'intOrNull', 'timestamp', 'uuid');

  it('gives back the position it encoded, and nothing without a cursor', () => {
    const position: ['latest', null, string, string] = ['latest', null, '2025-01-01 00:00:00.123456+00', id];
    expect(cursor.decode(cursor.encode(position))).toEqual(position);
    expect(cursor.decode(cursor.encode(['most-liked', 12, '2025-01-01T00:00:00Z', id]))).toEqual([
      'most-liked',
      12,
      '2025-01-01T00:00:00Z',
      id,
    ]);
    expect(cursor.decode(undefined)).toBeUndefined();
    expect(cursor.decode('')).toBeUndefined();
  });

  it.each([
    ['not base64 JSON', 'bm9wZQ'],
    ['the wrong length', forged(['latest', null, '2025-01-01 00:00:00+00'])],
    ['a bad id', forged(['latest', null, '2025-01-01 00:00:00+00', 'not-a-uuid'])],
    ['a bad time', forged(['latest', null, 'yesterday', id])],
    ['a fractional key', forged(['latest', 1.5, '2025-01-01 00:00:00+00', id])],
    ['an object', forged({ sort: 'latest' })],
  ])('refuses %s with one 400 and its key', (_, value) => {
    expect(refusal(() => cursor.decode(value))).toEqual({
      code: 'VALIDATION',
      message: 'This page link is no longer valid. Please reload the list.',
      key: 'common.invalidCursor',
      fields: { cursor: 'This page link is no longer valid. Please reload the list.' },
      fieldKeys: { cursor: 'common.invalidCursor' },
    });
  });
});

describe('the (created_at, id) cursor', () => {
  it('round-trips PostgreSQL’s timestamp text', () => {
    const position = { createdAt: '2025-03-04 05:06:07.654321+00', id };
    expect(decodeCreatedAtCursor(encodeCreatedAtCursor(position))).toEqual(position);
    expect(refusal(() => decodeCreatedAtCursor('garbage'))).toMatchObject({ key: 'common.invalidCursor' });
  });
});
