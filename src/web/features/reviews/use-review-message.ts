import { useTranslation } from '@/web/i18n/use-translation';
import { reviewMessages } from '@/shared/domain/review-constants';

const keys = Object.fromEntries(
  Object.entries(reviewMessages).map(([key, message]) => [message, key]),
) as Record<string, keyof typeof reviewMessages>;

/**
 * The shared schema and the server speak English (the spec's exact texts); this shows a known rule's
 * message in the interface language and passes anything else through.
 */
export function useReviewMessage() {
  const { t } = useTranslation('reviews');
  return (message: string | undefined) => {
    if (!message) return message;
    const key = keys[message];
    return key ? t(`rule_${key}`) : message;
  };
}
