import { useEffect, useRef } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { useLocation, useSearchParams } from 'react-router';
import { Card, CardContent } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { WriteReviewForm } from '@/web/features/reviews/components/write-review-form';
import { useAuthGate, useMe } from '@/web/lib/session';
import { usePageTitle } from '@/web/lib/use-page-title';

export default function Component() {
  const { t } = useTranslation('reviews');
  usePageTitle(t('writeTitle'));
  const [params] = useSearchParams();
  const location = useLocation();
  const { data: me, isPending } = useMe();
  const gate = useAuthGate();
  const hasGated = useRef(false);

  // Signed out: 'Authentication required' and on to /auth in sign-up mode, coming back here afterwards.
  useEffect(() => {
    if (me !== null || hasGated.current) return;
    hasGated.current = true;
    gate({ description: t('submitSignedOut'), returnTo: location.pathname + location.search, signUp: true });
  }, [me, gate, t, location.pathname, location.search]);

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold">{t('writeTitle')}</h1>
        <p className="text-slate-600">{t('writeSubtitle')}</p>
      </header>
      <Card>
        <CardContent className="pt-6">
          {isPending || !me ? (
            <div className="flex flex-col gap-4" aria-busy="true">
              <Skeleton className="h-40 w-full" />
              <Skeleton className="h-10 w-48" />
              <Skeleton className="h-32 w-full" />
            </div>
          ) : (
            <WriteReviewForm initialRestaurantId={params.get('restaurantId') ?? undefined} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}
