import { useTranslation } from '@/web/i18n/use-translation';
import { moderationMessages } from '@/shared/domain/moderation';

const keys = Object.fromEntries(
  Object.entries(moderationMessages).map(([key, message]) => [message, key]),
) as Record<string, keyof typeof moderationMessages>;

/** The server's known report and reply messages in the interface language; anything else passes through. */
export function useModerationMessage() {
  const { t } = useTranslation('reviews');
  return (message: string | undefined) => {
    if (!message) return message;
    const key = keys[message];
    return key ? t(`modRule_${key}`) : message;
  };
}
