import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { LoaderCircle, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RestaurantOption } from '@/shared/schemas/restaurant.schema';
import { normalizeSearchText } from '@/shared/domain/search-normalize';
import { Input } from '@/web/components/ui/input';
import { cn } from '@/web/lib/cn';
import { useRestaurantOptions } from '../api/get-restaurant-options';

const MAX_MATCHES = 50;

/**
 * A searchable restaurant picker (ARIA combobox): type part of a name, pick with the mouse or the
 * arrow keys and Enter. The whole option list is cached, so filtering happens in the browser.
 */
export function RestaurantPicker({
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
  const options = useRestaurantOptions();
  const listId = useId();
  const selected = options.data?.find((option) => option.id === value) ?? null;
  const [query, setQuery] = useState(selected?.name ?? '');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);

  const matches = useMemo(() => {
    const all = options.data ?? [];
    const needle = normalizeSearchText(query);
    const found = needle ? all.filter((option) => normalizeSearchText(option.name).includes(needle)) : all;
    return found.slice(0, MAX_MATCHES);
  }, [options.data, query]);

  const choose = (option: RestaurantOption) => {
    onChange(option);
    setQuery(option.name);
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
        choose(option);
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
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveIndex(0);
          setIsOpen(true);
          if (value) onChange(null);
        }}
        onFocus={() => setIsOpen(true)}
        onBlur={() => setIsOpen(false)}
        onKeyDown={onKeyDown}
      />
      {isOpen ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('restaurantLabel')}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {options.isPending ? (
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
                // Keeps the focus in the input so its blur does not close the list before the click.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActiveIndex(index)}
                onClick={() => choose(option)}
              >
                {option.name}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
