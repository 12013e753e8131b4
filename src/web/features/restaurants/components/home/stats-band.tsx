import { useTranslation } from '@/web/i18n/use-translation';

/** The spec's fixed figures (text, not data). */
const stats = [
  { value: '12K+', key: 'statRestaurants' },
  { value: '45K+', key: 'statReviews' },
  { value: '28K+', key: 'statUsers' },
  { value: '5K+', key: 'statSpeyStamps' },
] as const;

export function StatsBand() {
  const { t } = useTranslation('home');
  return (
    <section aria-label={t('statsLabel')} className="bg-brand-700 text-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-12 text-center sm:px-6 md:grid-cols-4 lg:px-8">
        {stats.map((stat) => (
          <div key={stat.key} className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-white/85">{t(stat.key)}</dt>
            <dd className="text-4xl font-bold">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
