import { LayoutDashboard, Lock, MessageSquareHeart, Store, UsersRound } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { PartnerPage, type PartnerBenefit } from '@/web/features/claims/components/partner-page';
import { RegistrationForm } from '@/web/features/registrations/components/registration-form';
import { paths, type AuthNavigationState } from '@/web/lib/paths';
import { useMe } from '@/web/lib/session';
import { usePageTitle } from '@/web/lib/use-page-title';
import type { Route } from './+types/register-restaurant';
import { registerRestaurantAction } from '../../lib/dashboard-actions.server';
import { pageMeta } from '../../lib/page-meta';

/** The page's head in the visitor's language (title, description, canonical, Open Graph, Twitter). */
export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The registration sent as a form (before or without the page's scripts). */
export const action = ({ request, context }: Route.ActionArgs) => registerRestaurantAction(request, context);

const benefits: readonly PartnerBenefit[] = [
  { icon: UsersRound, title: 'benefitReachTitle', body: 'benefitReachBody' },
  { icon: MessageSquareHeart, title: 'benefitReviewsTitle', body: 'benefitReviewsBody' },
  { icon: LayoutDashboard, title: 'benefitManageTitle', body: 'benefitManageBody' },
];

export default function Component() {
  const { t } = useTranslation('claims');
  usePageTitle(t('registerTitle'));
  const { data: me, isLoading } = useMe();
  const authState: AuthNavigationState = { returnTo: paths.registerRestaurant(), isRestaurantOwner: true };

  return (
    <PartnerPage
      icon={Store}
      title={t('registerTitle')}
      subtitle={t('registerSubtitle')}
      benefits={benefits}
      className="max-w-5xl gap-10"
    >
      {isLoading ? (
        <Skeleton className="h-96 w-full" />
      ) : me ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">{t('registerFormTitle')}</CardTitle>
            <CardDescription>{t('registerFormDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <RegistrationForm />
          </CardContent>
        </Card>
      ) : (
        <Card className="mx-auto w-full max-w-lg text-center">
          <CardHeader className="items-center">
            <Lock className="h-10 w-10 text-brand-600" aria-hidden="true" />
            <CardTitle as="h2">{t('authRequiredTitle')}</CardTitle>
            <CardDescription>{t('authRequiredBody')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild size="lg">
              <Link to={paths.auth()} state={authState}>
                {t('authRequiredButton')}
              </Link>
            </Button>
          </CardContent>
        </Card>
      )}
    </PartnerPage>
  );
}
