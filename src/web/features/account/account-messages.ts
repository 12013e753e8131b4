import type { TFunction } from 'i18next';
import { useActionData, useFetcher } from 'react-router';
import type { AccountActionResult } from '@/web/app/lib/account.server';
import { keyText } from '@/web/lib/error-text';

const keyByCode: Record<string, string> = {
  RATE_LIMITED: 'errorRateLimited',
  INVALID_RESET_TOKEN: 'errorResetLinkInvalid',
  WRONG_PASSWORD: 'errorCurrentPasswordWrong',
  NO_PASSWORD: 'errorNoPassword',
  SAME_EMAIL: 'errorSameEmail',
  CONFIRMATION_MISMATCH: 'errorUsernameMismatch',
  NOT_FOUND: 'errorDeviceNotFound',
  FORBIDDEN: 'errorAdminCannotDelete',
  UNAUTHENTICATED: 'errorSignedOut',
  VALIDATION: 'errorCheckFields',
};

type Failure = Extract<AccountActionResult, { ok: false }>;

/** A field's refusal in the current language (t from the 'account' namespace). */
export function fieldError(t: TFunction, result: AccountActionResult | undefined, field: string) {
  if (!result || result.ok) return undefined;
  const value = result.fields?.[field];
  if (!value) return undefined;
  // A stable key (decision 022), in the errors catalogue; nothing reads an English sentence.
  return keyText(t, value) ?? t('errorCheckFields');
}

/** The refusal as one sentence, for the form's alert. */
export function formError(t: TFunction, result: Failure): string {
  const key = keyByCode[result.code];
  return key ? t(key) : t('errorGeneric');
}

/**
 * One account form: with JavaScript it posts through a fetcher (no reload); without, the browser posts
 * the form and the page is drawn again with the action's answer. Either way the answer is here.
 */
export function useAccountForm(intent: string) {
  const fetcher = useFetcher<AccountActionResult>({ key: `account-${intent}` });
  const actionData = useActionData<AccountActionResult | undefined>();
  const fromAction = actionData && actionData.intent === intent ? actionData : undefined;
  const result = fetcher.state === 'idle' ? (fetcher.data ?? fromAction) : undefined;
  return { fetcher, result, isPending: fetcher.state !== 'idle' };
}
