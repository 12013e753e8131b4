import { z } from 'zod';
import { defineMessages } from '../messages';
import { authKeys, emailSchema, newPasswordSchema } from './auth.schema';

/** Refusals of the account settings and recovery endpoints; the web translates them by code. */
export const accountMessages = {
  resetLinkInvalid: 'This reset link is invalid or has expired',
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  noPassword: 'This account signs in with Google and has no password',
  sameEmail: 'This is already your email address',
  usernameMismatch: 'Type your username exactly as shown to confirm',
  deviceNotFound: 'This device is no longer signed in',
  adminCannotDelete: 'An administrator account cannot be deleted from the settings',
} as const;

/** The same refusals as stable keys (decision 022): `account.<name>`, texts in the errors catalogue. */
export const accountKeys = defineMessages('account', accountMessages);

const passwordsMatch = <T extends { password: string; confirmPassword: string }>(v: T) =>
  v.password === v.confirmPassword;

/** "Forgot password?": the same answer whether the address has an account or not. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

/** The reset page: the token from the e-mailed link and a new password under the sign-up rules. */
export const resetPasswordSchema = z
  .object({
    token: z.string().trim().min(1, accountKeys.resetLinkInvalid).max(200, accountKeys.resetLinkInvalid),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine(passwordsMatch, { message: authKeys.passwordsMatch, path: ['confirmPassword'] });

/** "Send the link again" after a sign-in refused for an unverified address. */
export const resendVerificationSchema = z.object({ email: emailSchema });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, accountKeys.currentPasswordRequired).max(128),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine(passwordsMatch, { message: authKeys.passwordsMatch, path: ['confirmPassword'] });

export const changeEmailSchema = z.object({ newEmail: emailSchema });

export const deleteAccountSchema = z.object({
  username: z.string().trim().min(1, accountKeys.usernameMismatch).max(100),
});

/** One signed-in device as the settings page lists it. */
export const deviceSchema = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ipAddress: z.string().nullable(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type Device = z.infer<typeof deviceSchema>;
export const devicesSchema = z.object({ devices: z.array(deviceSchema) });

/** The plain "done" answer of the account endpoints. */
export const okSchema = z.object({ ok: z.literal(true) });
