import { Search, X } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { SEARCH_MAX_LENGTH } from '@/shared/domain/restaurant-constants';
import { Input } from '@/web/components/ui/input';
import { paths } from '@/web/lib/paths';
import { useHasMounted } from '@/web/lib/use-has-mounted';

export function SearchBox({
  value,
  onChange,
  onSubmit,
  onClear,
  inputRef,
  isSearching,
  hintId,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onClear: () => void;
  inputRef: Ref<HTMLInputElement>;
  isSearching: boolean;
  hintId: string;
}) {
  const { t } = useTranslation('search');
  const hasMounted = useHasMounted();
  // A GET form: before (or without) the scripts, Enter loads `/search?q=`, drawn by the page's loader.
  return (
    <form
      role="search"
      method="get"
      action={paths.search()}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="relative"
    >
      <label htmlFor="search-input" className="sr-only">
        {t('inputLabel')}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <Input
        ref={inputRef}
        id="search-input"
        name="q"
        type="search"
        // The page exists to search: the cursor starts in the box.
        autoFocus
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('placeholder')}
        aria-describedby={hintId}
        aria-busy={isSearching}
        className="h-14 rounded-xl pr-12 pl-12 text-base shadow-sm [&::-webkit-search-cancel-button]:hidden"
      />
      {value && hasMounted ? (
        <button
          type="button"
          onClick={onClear}
          aria-label={t('clear')}
          className="absolute top-1/2 right-3 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      ) : null}
    </form>
  );
}
