import { useActionData } from 'react-router';
import { Alert } from '@/web/components/ui/alert';
import { toApiError } from '@/web/lib/api-client';
import { useTranslation } from '@/web/i18n/use-translation';
import { useErrorText } from '@/web/lib/use-error-text';

/**
 * A refusal a page's action answers when one of its forms was sent without the page's scripts
 * (src/web/app/lib/actions.server.ts): the API's error body, the intent of the form, and what was typed.
 */
export interface ActionFailure {
  intent: string;
  /** As the API answers it (decision 022): `key` and each field's key where there is one. */
  error: { code: string; message: string; key?: string; fields?: Record<string, string> };
  values?: Record<string, string>;
}

export function isActionFailure(value: unknown): value is ActionFailure {
  if (typeof value !== 'object' || value === null) return false;
  const { intent, error } = value as { intent?: unknown; error?: unknown };
  return typeof intent === 'string' && typeof error === 'object' && error !== null;
}

/** The route's action answer, when it is a refusal of the form with this intent. */
export function useActionFailure(intent?: string): ActionFailure | null {
  const answer: unknown = useActionData();
  if (!isActionFailure(answer)) return null;
  return intent === undefined || answer.intent === intent ? answer : null;
}

/** The forms of the buttons under restaurant and review cards (app/lib/actions.server.ts, `cardAction`). */
export const CARD_INTENTS = ['favourite', 'reaction', 'report'] as const;

/**
 * A refused form shown on the page (no toaster runs without scripts), for the forms named in `intents`
 * (a like, Save to Favorites, a moderation decision, …); the other forms show theirs on their fields.
 */
export function ActionFailureAlert({ fallback, intents }: { fallback: string; intents: readonly string[] }) {
  const failure = useActionFailure();
  const errorText = useErrorText();
  const { t } = useTranslation('reviews');
  if (!failure || !intents.includes(failure.intent)) return null;
  return (
    <Alert>
      <strong className="font-semibold">{t('error')}</strong>{' '}
      {errorText(toApiError(400, { error: failure.error }), fallback)}
    </Alert>
  );
}
