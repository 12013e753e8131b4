import { useId, useState, type KeyboardEvent } from 'react';
import { LoaderCircle, Search } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import type { RestaurantOption } from '@/shared/schemas/restaurant.schema';
import { Input } from '@/web/components/ui/input';
import {
  toOptionsQuery,
  useOptionsSearch,
  useRestaurantOption,
  useRestaurantOptions,
} from '@/web/features/restaurants/api/get-restaurant-options';
import { cn } from '@/web/lib/cn';

/**
 * A searchable restaurant picker (ARIA combobox): type part of a name, pick with the mouse or the
 * arrow keys and Enter. The server searches as the user types and sends the first matches.
 */
export function ClaimRestaurantPicker({
  id,
  value,
  onChange,
  isInvalid,
  describedBy,
}: {
  id?: string;
  value: string;
  onChange: (option: RestaurantOption | null) => void;
  isInvalid?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation('claims');
  const listId = useId();
  // Until the user types, the box shows the name of the restaurant the picker opened with (if any).
  const [typed, setTyped] = useState<string | null>(null);
  const preset = useRestaurantOption(typed === null && value ? value : null);
  const text = typed ?? preset.data?.name ?? '';
  const q = useOptionsSearch(text);
  const options = useRestaurantOptions(q);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);

  const matches = options.data?.items ?? [];
  // The list still answers an earlier text (the pause after typing, or the request on its way).
  const isStale = options.isPlaceholderData || q !== toOptionsQuery(text);

  const choose = (option: RestaurantOption) => {
    onChange(option);
    setTyped(option.name);
    setIsOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setIsOpen(true);
      setActiveIndex((index) => Math.min(index + 1, matches.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && isOpen) {
      const option = matches[activeIndex];
      if (option) {
        event.preventDefault();
        // Never picks from the answer to an earlier text; the fresh list is a moment away.
        if (!isStale) choose(option);
      }
    } else if (event.key === 'Escape') {
      setIsOpen(false);
    }
  };

  const activeOption = isOpen ? matches[activeIndex] : undefined;
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-3 left-3 h-4 w-4 text-slate-500"
        aria-hidden="true"
      />
      <Input
        id={id}
        role="combobox"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
        aria-invalid={isInvalid ? true : undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        className="pl-9"
        placeholder={t('restaurantSearchPlaceholder')}
        value={text}
        onChange={(event) => {
          setTyped(event.target.value);
          setActiveIndex(0);
          setIsOpen(true);
          if (value) onChange(null);
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        onKeyDown={onKeyDown}
      />
      {isOpen ? (
        <div
          className="absolute z-20 mt-1 w-full overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg"
          // Keeps the focus in the input so its blur does not close the list before the click.
          onMouseDown={(event) => event.preventDefault()}
        >
          <ul
            id={listId}
            role="listbox"
            aria-label={t('restaurantLabel')}
            aria-busy={isStale || undefined}
            className="max-h-64 overflow-y-auto py-1"
          >
            {options.isPending || (matches.length === 0 && isStale) ? (
              <li className="flex items-center gap-2 px-3 py-2 text-sm text-slate-600">
                <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
                {t('restaurantLoading')}
              </li>
            ) : options.isError ? (
              <li className="px-3 py-2 text-sm text-red-700">{t('restaurantLoadError')}</li>
            ) : matches.length === 0 ? (
              <li className="px-3 py-2 text-sm text-slate-600">{t('restaurantSearchEmpty')}</li>
            ) : (
              matches.map((option, index) => (
                <li
                  key={option.id}
                  id={`${listId}-${option.id}`}
                  role="option"
                  aria-selected={option.id === value}
                  className={cn(
                    'cursor-pointer px-3 py-2 text-sm',
                    index === activeIndex ? 'bg-brand-50 text-brand-800' : 'text-slate-800',
                  )}
                  onMouseEnter={() => setActiveIndex(index)}
                  onClick={() => choose(option)}
                >
                  {option.name}
                </li>
              ))
            )}
          </ul>
          {options.data?.hasMore && matches.length > 0 ? (
            <p className="border-t border-slate-100 px-3 py-2 text-xs text-slate-500">
              {t('restaurantMoreMatches')}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
