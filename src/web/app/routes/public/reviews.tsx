import { useTranslation } from '@/web/i18n/use-translation';
import { AllReviews } from '@/web/features/reviews/components/all-reviews';
import { usePageTitle } from '@/web/lib/use-page-title';

export default function Component() {
  const { t } = useTranslation('reviews');
  usePageTitle(t('allReviewsTitle'));
  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{t('allReviewsTitle')}</h1>
        <p className="text-slate-600">{t('allReviewsSubtitle')}</p>
      </header>
      <AllReviews />
    </section>
  );
}
