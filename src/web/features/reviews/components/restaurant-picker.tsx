import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/web/i18n/use-translation';
import type { RestaurantOption } from '@/shared/schemas/restaurant.schema';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Input, Label, NativeSelect } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import {
  RESTAURANT_SEARCH_PARAM,
  useOptionsSearch,
  useRestaurantOption,
  useRestaurantOptions,
} from '@/web/features/restaurants/api/get-restaurant-options';
import { useErrorText } from '@/web/lib/use-error-text';
import { useHasMounted } from '@/web/lib/use-has-mounted';

/**
 * A filter box above a native listbox of restaurants (ordered by name). The server searches as the
 * user types and sends the first matches; a native `<select size>` is keyboard- and
 * screen-reader-friendly without extra code. Before (or without) the page's scripts the filter box
 * belongs to the GET form `searchForm` names (forms do not nest): Search loads the page again with
 * `?restaurantSearch=`, and the page's loader lists the matches.
 */
export function RestaurantPicker({
  value,
  onChange,
  disabled,
  error,
  errorId,
  name,
  searchForm,
}: {
  value: string;
  onChange: (restaurantId: string) => void;
  disabled?: boolean;
  error?: string;
  errorId?: string;
  /** The form field ('restaurantId') when the form can be sent without scripts. */
  name?: string;
  /** The id of the GET form the filter is sent with before the scripts run. */
  searchForm?: string;
}) {
  const { t } = useTranslation('reviews');
  const { t: tCommon } = useTranslation('common');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const hasMounted = useHasMounted();
  const [filter, setFilter] = useState(() => params.get(RESTAURANT_SEARCH_PARAM) ?? '');
  const searchesByForm = Boolean(searchForm) && !hasMounted;
  const q = useOptionsSearch(filter);
  const query = useRestaurantOptions(q);
  // The chosen restaurant: picked from the list, or (a form opened with one) asked for by id.
  const [picked, setPicked] = useState<RestaurantOption | null>(null);
  const items = query.data?.items ?? [];
  // A restaurant the list already holds (a form sent back after a refusal) needs no request of its own.
  const listed = items.find((option) => option.id === value) ?? null;
  const preset = useRestaurantOption(value && picked?.id !== value && !listed ? value : null);
  const filterId = useId();
  const listId = useId();

  const selected = !value ? null : picked?.id === value ? picked : (listed ?? preset.data ?? null);
  // The chosen restaurant stays in the list even when the filter hides it.
  const visible = selected && !items.some((o) => o.id === selected.id) ? [selected, ...items] : items;

  if (query.isPending || preset.isLoading) return <Skeleton className="h-40 w-full" />;
  if (query.isError && !query.data && !q) {
    return <Alert>{errorText(query.error, t('restaurantsLoadFailed'))}</Alert>;
  }

  const hasMore = query.data?.hasMore === true;
  const status = query.isError
    ? errorText(query.error, t('restaurantsLoadFailed'))
    : items.length === 0
      ? t('restaurantNoMatch')
      : hasMore && q
        ? t('restaurantMoreMatches')
        : selected
          ? t('restaurantSelected', { name: selected.name })
          : hasMore
            ? t('restaurantMoreMatches')
            : t('restaurantChoose');

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={listId}>{t('restaurantField')}</Label>
      <div className="flex gap-2">
        <label htmlFor={filterId} className="sr-only">
          {t('restaurantFilter')}
        </label>
        <Input
          id={filterId}
          type="search"
          form={searchesByForm ? searchForm : undefined}
          name={searchesByForm ? RESTAURANT_SEARCH_PARAM : undefined}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t('restaurantFilterPlaceholder')}
          aria-controls={listId}
          disabled={disabled}
          autoComplete="off"
        />
        {searchesByForm ? (
          <Button type="submit" variant="outline" form={searchForm}>
            {tCommon('search')}
          </Button>
        ) : null}
      </div>
      <NativeSelect
        id={listId}
        name={name}
        size={6}
        value={value}
        onChange={(e) => {
          const id = e.target.value;
          setPicked(visible.find((o) => o.id === id) ?? null);
          onChange(id);
        }}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-busy={query.isPlaceholderData || undefined}
        className="min-h-40"
      >
        {visible.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </NativeSelect>
      <p className="text-xs text-slate-500" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
