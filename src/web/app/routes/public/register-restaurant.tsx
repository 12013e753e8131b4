import { LayoutDashboard, Lock, MessageSquareHeart, Store, UsersRound } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { RegistrationForm } from '@/web/features/registrations/components/registration-form';
import { paths, type AuthNavigationState } from '@/web/lib/paths';
import { useMe } from '@/web/lib/session';
import { usePageTitle } from '@/web/lib/use-page-title';
import type { Route } from './+types/register-restaurant';
import { pageMeta } from '../../lib/page-meta';

/** The page's head in the visitor's language (title, description, canonical, Open Graph, Twitter). */
export const meta: Route.MetaFunction = (args) => pageMeta(args);

const benefits = [
  { icon: UsersRound, title: 'benefitReachTitle', body: 'benefitReachBody' },
  { icon: MessageSquareHeart, title: 'benefitReviewsTitle', body: 'benefitReviewsBody' },
  { icon: LayoutDashboard, title: 'benefitManageTitle', body: 'benefitManageBody' },
] as const;

export default function Component() {
  const { t } = useTranslation('claims');
  usePageTitle(t('registerTitle'));
  const { data: me, isLoading } = useMe();
  const authState: AuthNavigationState = { returnTo: paths.registerRestaurant(), isRestaurantOwner: true };

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-12 md:py-16">
        <header className="flex flex-col items-center gap-3 text-center">
          <Store className="h-12 w-12 text-brand-600" aria-hidden="true" />
          <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{t('registerTitle')}</h1>
          <p className="max-w-2xl text-lg text-slate-600">{t('registerSubtitle')}</p>
        </header>

        <ul className="grid gap-4 md:grid-cols-3">
          {benefits.map((benefit) => (
            <li key={benefit.title}>
              <Card className="h-full">
                <CardHeader>
                  <benefit.icon className="h-8 w-8 text-brand-600" aria-hidden="true" />
                  <CardTitle as="h2">{t(benefit.title)}</CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-sm text-slate-600">{t(benefit.body)}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>

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
      </div>
    </div>
  );
}
