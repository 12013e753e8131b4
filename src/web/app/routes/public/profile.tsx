import { HydrationBoundary } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/web/i18n/use-translation';
import { MyReservations } from '@/web/features/reservations/components/my-reservations';
import { toast } from '@/web/lib/toast';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useMyClaims } from '@/web/features/claims/api/get-my-claims';
import { useFavourites } from '@/web/features/favourites/api/get-favourites';
import { useSetFavourite } from '@/web/features/favourites/api/set-favourite';
import {
  FavouritesSection,
  type FavouriteRestaurant,
} from '@/web/features/profile/components/favourites-section';
import { EmailPreferencesForm } from '@/web/features/moderation/components/email-preferences-form';
import { ProfileSummary } from '@/web/features/profile/components/profile-summary';
import { RequestsSection, type RestaurantRequest } from '@/web/features/profile/components/requests-section';
import { RoleSwitcher } from '@/web/features/profile/components/role-switcher';
import { SignedOutPrompt } from '@/web/features/profile/components/signed-out-prompt';
import { UsernameForm } from '@/web/features/profile/components/username-form';
import { useMyRegistrations } from '@/web/features/registrations/api/get-my-registrations';
import type { Me } from '@/shared/schemas/auth.schema';
import { useMe } from '@/web/lib/session';
import { PageLinks } from '@/web/components/page-links';
import { listAddress } from '@/web/lib/link-params';
import { paths } from '@/web/lib/paths';
import { readPageCursor, startOfList } from '@/web/features/reviews/lib/review-filters';
import { usePageTitle } from '@/web/lib/use-page-title';
import { ActionFailureAlert } from '@/web/lib/action-result';
import { getProfileData } from '../../lib/dashboard-pages.server';
import { profileAction } from '../../lib/profile-actions.server';
import { privateHead } from '../../lib/private-head.server';
import { privateMeta } from '../../lib/private-head';
import type { Route } from './+types/profile';

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  ...(await getProfileData(request, context)),
  head: privateHead(context, 'profile:pageTitle', 'profile:signedOutBody'),
});

export const meta: Route.MetaFunction = ({ data }) => privateMeta(data?.head);

/** The page's forms sent as forms (before or without scripts): username, role, favourites, reservations, e-mails. */
export const action = ({ request, context }: Route.ActionArgs) => profileAction(request, context);

/** The page drawn with its loader's data already in the query cache (no second request for it). */
export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <Page refusedCursor={loaderData.refusedCursor} />
    </HydrationBoundary>
  );
}

/** `refusedCursor`: the favourites' `?cursor=` when the loader refused it (the first page is drawn). */
function Page({ refusedCursor }: { refusedCursor: string | null }) {
  const { t } = useTranslation('profile');
  usePageTitle(t('pageTitle'));
  const me = useMe();

  if (me.isPending) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10" aria-busy="true">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (me.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Alert className="flex flex-wrap items-center justify-between gap-3">
          <span>{t('loadError')}</span>
          <Button size="sm" variant="outline" onClick={() => void me.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      </div>
    );
  }
  if (!me.data) return <SignedOutPrompt />;
  return <Profile me={me.data} refusedCursor={refusedCursor} />;
}

function Profile({ me, refusedCursor }: { me: Me; refusedCursor: string | null }) {
  const { t } = useTranslation('profile');
  const [params] = useSearchParams();
  // The favourites' "Load more" is a link to `?cursor=` (the next page drawn by the loader without scripts).
  const { from, refused } = startOfList(readPageCursor(params), refusedCursor);
  const favourites = useFavourites({ from });
  const setFavourite = useSetFavourite();
  const claims = useMyClaims();
  const registrations = useMyRegistrations();

  const removeFavourite = (restaurant: FavouriteRestaurant) => {
    setFavourite.mutate(
      { restaurantId: restaurant.id, isFavourite: false },
      {
        onSuccess: () =>
          toast.success(t('favouriteRemovedTitle'), {
            description: t('favouriteRemovedDescription', { name: restaurant.name }),
          }),
        onError: () => toast.error(t('favouriteRemoveFailed')),
      },
    );
  };
  const removingId = setFavourite.isPending ? setFavourite.variables.restaurantId : undefined;

  const requests: RestaurantRequest[] = [
    ...(claims.data ?? []).map((claim) => ({
      id: claim.id,
      kind: 'claim' as const,
      name: claim.restaurantName,
      restaurantId: claim.restaurantId,
      status: claim.status,
      reviewNotes: claim.reviewNotes,
      createdAt: claim.createdAt,
    })),
    ...(registrations.data ?? []).map((registration) => ({
      id: registration.id,
      kind: 'registration' as const,
      name: registration.name,
      restaurantId: registration.restaurantId,
      status: registration.status,
      reviewNotes: registration.reviewNotes,
      createdAt: registration.createdAt,
    })),
  ].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">{t('pageTitle')}</h1>
      <ActionFailureAlert fallback={t('errorGeneric')} intents={['role', 'remove-favourite']} />
      <ProfileSummary me={me} />
      <UsernameForm currentUsername={me.username} />
      <RoleSwitcher role={me.role} />
      <MyReservations />
      <EmailPreferencesForm />
      <FavouritesSection
        items={favourites.data?.pages.flatMap((page) => page.items) ?? []}
        isLoading={favourites.isPending}
        isError={favourites.isError}
        onRetry={() => void favourites.refetch()}
        onRemove={removeFavourite}
        removingId={removingId}
        refused={refused}
        pageLinks={
          <PageLinks
            list={favourites}
            from={from}
            pageHref={(cursor) => listAddress(paths.profile(), params, cursor)}
            labels={{ first: t('firstPage'), next: t('loadMore') }}
          />
        }
      />
      <RequestsSection
        requests={requests}
        isLoading={claims.isPending || registrations.isPending}
        isError={claims.isError || registrations.isError}
        onRetry={() => {
          if (claims.isError) void claims.refetch();
          if (registrations.isError) void registrations.refetch();
        }}
      />
    </div>
  );
}
