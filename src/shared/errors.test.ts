import { describe, expect, it } from 'vitest';
import { isErrorBody } from './errors';
import { errorBodySchema } from './schemas/error.schema';

describe('isErrorBody', () => {
  it.each([
    [{ error: { code: 'X', message: 'm' } }, true],
    [{ error: { code: 'X', message: 'm', fields: { a: 'b' } } }, true],
    [{ error: { code: 'X', message: 'm', fields: { a: 1 } } }, false],
    [{ error: { code: 'X', message: 'm', key: 'a.b', fields: { a: 'b' }, fieldKeys: { a: 'a.b' } } }, true],
    [{ error: { code: 'X', message: 'm', key: 1 } }, false],
    [{ error: { code: 'X', message: 'm', fieldKeys: { a: 1 } } }, false],
    [{ error: { code: 1, message: 'm' } }, false],
    [{ error: 'x' }, false],
    [null, false],
    ['text', false],
  ])('%j → %s, like the zod schema', (value, expected) => {
    expect(isErrorBody(value)).toBe(expected);
    expect(errorBodySchema.safeParse(value).success).toBe(expected);
  });
});
