import { Heart, LoaderCircle, Star, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Form, Link } from 'react-router';
import type { RestaurantSummary } from '@/shared/schemas/restaurant.schema';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { paths } from '@/web/lib/paths';

export type FavouriteRestaurant = Pick<
  RestaurantSummary,
  'id' | 'name' | 'nameKm' | 'cuisine' | 'imageUrl' | 'location' | 'averageRating' | 'reviewCount'
>;

/** The restaurants the user saved, each with a link and a remove button (a form). Data comes from the page. */
export function FavouritesSection({
  items,
  isLoading,
  isError,
  onRetry,
  onRemove,
  removingId,
  refused = false,
  pageLinks,
}: {
  items: FavouriteRestaurant[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onRemove: (restaurant: FavouriteRestaurant) => void;
  removingId?: string;
  /** The address's page was refused (an old or hand-edited link): the first page is shown, with a note. */
  refused?: boolean;
  /** "Back to the first page" and "Load more" (PageLinks). */
  pageLinks?: ReactNode;
}) {
  const { t, i18n } = useTranslation('profile');
  const displayName = (r: FavouriteRestaurant) => (i18n.language === 'km' && r.nameKm ? r.nameKm : r.name);

  return (
    <Card>
      <CardHeader>
        <h2 id="favourites-title" className="flex items-center gap-2 text-lg font-semibold">
          <Heart className="h-5 w-5 text-brand-600" aria-hidden="true" />
          {t('favouritesTitle')}
        </h2>
      </CardHeader>
      <CardContent>
        {refused ? <Alert className="mb-3">{t('refusedCursor')}</Alert> : null}
        {isLoading ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} className="h-16 w-full" />
            ))}
          </div>
        ) : isError ? (
          <Alert className="flex flex-wrap items-center justify-between gap-3">
            <span>{t('favouritesError')}</span>
            <Button size="sm" variant="outline" onClick={onRetry}>
              {t('retry')}
            </Button>
          </Alert>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-start gap-3 text-slate-600">
            <p>{t('favouritesEmpty')}</p>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.restaurants()}>{t('favouritesBrowse')}</Link>
            </Button>
            {/* A later page can be empty (everything after its cursor removed): the way back is kept. */}
            {pageLinks}
          </div>
        ) : (
          <>
            <ul aria-labelledby="favourites-title" className="divide-y divide-slate-200">
              {items.map((restaurant) => {
                const name = displayName(restaurant);
                const isRemoving = removingId === restaurant.id;
                return (
                  <li key={restaurant.id} className="flex items-center gap-3 py-3">
                    <div className="h-14 w-14 shrink-0 overflow-hidden rounded-lg bg-slate-100">
                      {restaurant.imageUrl ? (
                        <img
                          src={restaurant.imageUrl}
                          alt=""
                          loading="lazy"
                          className="h-full w-full object-cover"
                        />
                      ) : null}
                    </div>
                    <div className="min-w-0 flex-1">
                      <Link
                        to={paths.restaurant(restaurant.id)}
                        className="block truncate font-semibold text-slate-900 hover:text-brand-700 hover:underline"
                      >
                        {name}
                      </Link>
                      <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
                        <span>{restaurant.cuisine}</span>
                        {restaurant.location ? <span aria-hidden="true">·</span> : null}
                        {restaurant.location ? <span>{restaurant.location}</span> : null}
                        <span aria-hidden="true">·</span>
                        <span className="inline-flex items-center gap-1">
                          <Star className="h-3.5 w-3.5 fill-yellow-400 text-yellow-400" aria-hidden="true" />
                          {restaurant.averageRating.toFixed(1)}
                        </span>
                        <span>({t('reviewCount', { count: restaurant.reviewCount })})</span>
                      </p>
                    </div>
                    {/* A form sent to /profile's action until the scripts run (then a request in place). */}
                    <Form
                      method="post"
                      onSubmit={(event) => {
                        event.preventDefault();
                        onRemove(restaurant);
                      }}
                    >
                      <input type="hidden" name="intent" value="remove-favourite" />
                      <input type="hidden" name="restaurantId" value={restaurant.id} />
                      <Button
                        type="submit"
                        variant="ghost"
                        size="sm"
                        aria-label={t('removeFavourite', { name })}
                        disabled={isRemoving}
                        className="text-red-700 hover:bg-red-50"
                      >
                        {isRemoving ? (
                          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
                        ) : (
                          <Trash2 className="h-4 w-4" aria-hidden="true" />
                        )}
                        <span className="hidden sm:inline">{t('remove')}</span>
                      </Button>
                    </Form>
                  </li>
                );
              })}
            </ul>
            <div className="mt-3 flex flex-wrap justify-center gap-3">{pageLinks}</div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
