import { Heart } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Form } from 'react-router';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/components/ui/button';
import { useAuthGate } from '@/web/lib/session';
import { useErrorText } from '@/web/lib/use-error-text';
import { useSetFavourite } from '../api/set-favourite';

export interface FavouriteButtonProps {
  restaurantId: string;
  isFavourite: boolean;
  /** Where a signed-out user comes back to after signing in (the restaurant page). */
  returnTo: string;
  /** Called after the server saved the change, so the page can update its data. */
  onChange: (isFavourite: boolean) => void;
}

/**
 * 'Save to Favorites' / 'Saved': needs an account; persisted on the server. A form sent to the page's
 * action until the scripts take it over (a tap before then is carried out by the server, which sends
 * the visitor back with the toast); afterwards a request without a reload.
 */
export function FavouriteButton({ restaurantId, isFavourite, returnTo, onChange }: FavouriteButtonProps) {
  const { t } = useTranslation('restaurants');
  const errorText = useErrorText();
  const gate = useAuthGate();
  const mutation = useSetFavourite();

  const toggle = () => {
    if (!gate({ description: t('authFavouriteDescription'), returnTo })) return;
    const next = !isFavourite;
    mutation.mutate(
      { restaurantId, isFavourite: next },
      {
        onSuccess: () => {
          onChange(next);
          if (next) toast.success(t('savedTitle'), { description: t('savedDescription') });
          else toast.success(t('removedTitle'), { description: t('removedDescription') });
        },
        onError: (error) =>
          toast.error(t('favouriteErrorTitle'), {
            description: errorText(error, t('favouriteErrorFallback')),
          }),
      },
    );
  };

  return (
    <Form
      method="post"
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        toggle();
      }}
    >
      <input type="hidden" name="intent" value="favourite" />
      <input type="hidden" name="restaurantId" value={restaurantId} />
      <input type="hidden" name="isFavourite" value={String(!isFavourite)} />
      <Button
        type="submit"
        variant={isFavourite ? 'secondary' : 'outline'}
        aria-pressed={isFavourite}
        disabled={mutation.isPending}
      >
        <Heart
          className={isFavourite ? 'h-4 w-4 fill-brand-600 text-brand-600' : 'h-4 w-4'}
          aria-hidden="true"
        />
        {isFavourite ? t('saved') : t('saveToFavorites')}
      </Button>
    </Form>
  );
}
