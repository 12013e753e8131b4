import { describe, expect, it } from 'vitest';
import { englishText } from '../messages';
import {
  authKeys,
  authMessages,
  signInSchema,
  signUpSchema,
  updateRoleSchema,
  updateUsernameSchema,
} from './auth.schema';

const valid = {
  username: 'dara_eats',
  email: 'dara@example.com',
  password: 'Secret1',
  confirmPassword: 'Secret1',
};

/** The schema speaks stable keys; each stands for the spec's exact English text. */
const english = (message: string | undefined) => (message && englishText(message)) ?? message;

function messagesFor(input: unknown, schema: typeof signUpSchema | typeof signInSchema = signUpSchema) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), english(i.message)]));
}

describe('signUpSchema', () => {
  it('accepts a valid sign-up and defaults the owner flag and locale', () => {
    const parsed = signUpSchema.parse(valid);
    expect(parsed.isRestaurantOwner).toBe(false);
    expect(parsed.locale).toBe('km');
  });

  it.each([
    ['username', 'ab', authMessages.usernameMin],
    ['username', 'a'.repeat(20), authMessages.usernameMax],
    ['username', 'has space', authMessages.usernameChars],
    ['username', 'ឈ្មោះ', authMessages.usernameChars],
    ['email', 'nope', authMessages.email],
    ['email', 'a@b', authMessages.email],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messagesFor({ ...valid, [field]: value })[field]).toBe(message);
  });

  it('accepts 3 and 19 character usernames', () => {
    expect(signUpSchema.safeParse({ ...valid, username: 'abc' }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...valid, username: 'a'.repeat(19) }).success).toBe(true);
  });

  it.each([
    ['Ab1', authMessages.passwordMin],
    ['abcdef1', authMessages.passwordStrength],
    ['ABCDEF1', authMessages.passwordStrength],
    ['Abcdefg', authMessages.passwordStrength],
  ])('password %j → %s', (password, message) => {
    expect(messagesFor({ ...valid, password, confirmPassword: password }).password).toBe(message);
  });

  it("puts 'Passwords don't match' on confirmPassword", () => {
    expect(messagesFor({ ...valid, confirmPassword: 'Other123' })).toEqual({
      confirmPassword: authMessages.passwordsMatch,
    });
  });

  it('normalises the email', () => {
    expect(signUpSchema.parse({ ...valid, email: '  Dara@Example.COM ' }).email).toBe('dara@example.com');
  });
});

describe('signInSchema', () => {
  it('requires a valid email and a password', () => {
    expect(messagesFor({ email: 'x', password: '' }, signInSchema)).toEqual({
      email: authMessages.email,
      password: authMessages.passwordRequired,
    });
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
});

describe('profile updates', () => {
  it('never lets a user pick admin', () => {
    expect(updateRoleSchema.safeParse({ role: 'admin' }).success).toBe(false);
    expect(updateRoleSchema.safeParse({ role: 'owner' }).success).toBe(true);
  });
  it('applies the sign-up username rules', () => {
    const message = updateUsernameSchema.safeParse({ username: 'ab' }).error?.issues[0]?.message;
    expect(message).toBe(authKeys.usernameMin);
    expect(message).toBe('auth.usernameMin');
    expect(english(message)).toBe(authMessages.usernameMin);
  });
});
