import { useTranslation } from '@/web/i18n/use-translation';
import { ExchangeRateCard } from '@/web/features/menu/components/exchange-rate-form';
import { usePageTitle } from '@/web/lib/use-page-title';

/** /admin/settings: the riel exchange rate (the rest of the platform settings are still to come). */
export default function Component() {
  const { t } = useTranslation('admin');
  usePageTitle(t('settingsTitle'));
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('settingsTitle')}</h1>
      <ExchangeRateCard />
    </section>
  );
}
