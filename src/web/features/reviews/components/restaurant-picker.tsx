import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeSearchText } from '@/shared/domain/search-normalize';
import { Alert } from '@/web/components/ui/alert';
import { Input, Label, NativeSelect } from '@/web/components/ui/input';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useErrorText } from '@/web/lib/use-error-text';
import { useRestaurantOptions } from '../api/get-restaurant-options';

/** How many matches the list shows at once; typing narrows it. */
const VISIBLE_OPTIONS = 200;

/**
 * A filter box above a native listbox of restaurants (id and name, ordered by name). A native
 * `<select size>` is keyboard- and screen-reader-friendly without extra code.
 */
export function RestaurantPicker({
  value,
  onChange,
  disabled,
  error,
  errorId,
}: {
  value: string;
  onChange: (restaurantId: string) => void;
  disabled?: boolean;
  error?: string;
  errorId?: string;
}) {
  const { t } = useTranslation('reviews');
  const errorText = useErrorText();
  const query = useRestaurantOptions();
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const listId = useId();

  const options = query.data;
  const { visible, total } = useMemo(() => {
    const all = options ?? [];
    const needle = normalizeSearchText(filter);
    const matches = needle ? all.filter((o) => normalizeSearchText(o.name).includes(needle)) : all;
    const shown = matches.slice(0, VISIBLE_OPTIONS);
    // The chosen restaurant stays in the list even when the filter hides it.
    const selected = all.find((o) => o.id === value);
    if (selected && !shown.some((o) => o.id === value)) shown.unshift(selected);
    return { visible: shown, total: matches.length };
  }, [options, filter, value]);
  const selectedName = options?.find((o) => o.id === value)?.name;

  if (query.isPending) return <Skeleton className="h-40 w-full" />;
  if (query.isError) return <Alert>{errorText(query.error, t('restaurantsLoadFailed'))}</Alert>;

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={listId}>{t('restaurantField')}</Label>
      <div className="flex flex-col gap-1">
        <label htmlFor={filterId} className="sr-only">
          {t('restaurantFilter')}
        </label>
        <Input
          id={filterId}
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t('restaurantFilterPlaceholder')}
          aria-controls={listId}
          disabled={disabled}
          autoComplete="off"
        />
      </div>
      <NativeSelect
        id={listId}
        size={6}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="min-h-40"
      >
        {visible.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </NativeSelect>
      <p className="text-xs text-slate-500" aria-live="polite">
        {total === 0
          ? t('restaurantNoMatch')
          : total > VISIBLE_OPTIONS
            ? t('restaurantMoreMatches', { shown: VISIBLE_OPTIONS, total })
            : selectedName
              ? t('restaurantSelected', { name: selectedName })
              : t('restaurantChoose')}
      </p>
    </div>
  );
}
