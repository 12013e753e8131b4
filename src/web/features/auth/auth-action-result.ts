/**
 * What the /auth page's action answers when a form was posted without scripts (app/lib/auth.server.ts):
 * which form, what to put back in it, and the error in the API's terms (code, message, fields).
 */
export interface AuthActionResult {
  intent: 'signin' | 'signup';
  /** Sign-up done: the verification e-mail is on its way. */
  ok?: boolean;
  email?: string;
  username?: string;
  error?: {
    code: string;
    message: string;
    fields?: Record<string, string>;
    retryAfterSec?: number;
  };
}
