import { z } from 'zod';
import { defineMessages } from '../messages';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 6;

export const authMessages = {
  usernameMin: 'Username must be at least 3 characters',
  usernameMax: 'Username must be less than 20 characters',
  usernameChars: 'Username can only contain letters, numbers, and underscores',
  email: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 6 characters',
  passwordStrength:
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  passwordsMatch: "Passwords don't match",
  passwordRequired: 'Password is required',
  usernameTaken: 'This username is already taken',
  emailTaken: 'An account with this email already exists',
  invalidSignUp: 'Invalid sign-up',
  roleNotSelfAssignable: 'You cannot give yourself this role',
  adminKeepsRole: 'An administrator keeps the administrator role',
  roleUnchanged: 'You cannot change this role',
  roleChoice: 'Role must be user or owner',
} as const;
/** The stable keys of these texts (src/shared/messages.ts): what the schemas and services speak. */
export const authKeys = defineMessages('auth', authMessages);

export const usernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN, authKeys.usernameMin)
  .max(USERNAME_MAX - 1, authKeys.usernameMax)
  .regex(/^[A-Za-z0-9_]+$/, authKeys.usernameChars);

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email(authKeys.email));

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, authKeys.passwordMin)
  .max(128, authKeys.passwordMin)
  .regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, authKeys.passwordStrength);

export const localeSchema = z.enum(['km', 'en']);
export type Locale = z.infer<typeof localeSchema>;

export const signUpSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
    isRestaurantOwner: z.boolean().default(false),
    locale: localeSchema.default('km'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: authKeys.passwordsMatch,
    path: ['confirmPassword'],
  });
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, authKeys.passwordRequired),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const roleSchema = z.enum(['user', 'owner', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** Roles a user may give themselves; admin is granted only by an operator. */
export const selfAssignableRoleSchema = z.enum(['user', 'owner'], { error: authKeys.roleChoice });
export const updateRoleSchema = z.object({ role: selfAssignableRoleSchema });
export const updateUsernameSchema = z.object({ username: usernameSchema });

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  role: roleSchema,
  locale: localeSchema,
});
export type Me = z.infer<typeof meSchema>;
