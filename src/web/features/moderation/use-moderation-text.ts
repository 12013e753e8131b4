import { useTranslation } from '@/web/i18n/use-translation';
import { moderationMessages } from '@/shared/domain/moderation';

const keys = Object.fromEntries(
  Object.entries(moderationMessages).map(([key, message]) => [message, key]),
) as Record<string, keyof typeof moderationMessages>;

/** The server's known moderation messages in the interface language; anything else passes through. */
export function useModerationText() {
  const { t } = useTranslation('moderation');
  return (message: string | undefined) => {
    if (!message) return message;
    const key = keys[message];
    return key ? t(`rule_${key}`) : message;
  };
}
