import { useTranslation } from '@/web/i18n/use-translation';
import { PlaceholderPage } from '@/web/components/placeholder-page';

export default function Component() {
  const { t } = useTranslation('pages');
  return <PlaceholderPage title={t('blogTitle')} />;
}
