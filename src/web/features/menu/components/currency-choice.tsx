import { currencyChoices, type CurrencyChoice } from '@/shared/domain/money';
import { useLocation } from 'react-router';
import { useTranslation } from '@/web/i18n/use-translation';
import { cn } from '@/web/lib/cn';

const labelKeys: Record<CurrencyChoice, string> = {
  usd: 'currencyUsd',
  khr: 'currencyKhr',
  both: 'currencyBoth',
};

/**
 * Three radio-like buttons: prices in dollars, in riel, or both. They are the submit buttons of a GET form
 * to /currency (which keeps the choice in its cookie and comes back here), so a choice works before and
 * without scripts; with them, the click changes the prices in place.
 */
export function CurrencyChoiceControl({
  value,
  onChange,
}: {
  value: CurrencyChoice;
  onChange: (choice: CurrencyChoice) => void;
}) {
  const { t } = useTranslation('restaurants');
  const location = useLocation();
  return (
    <form method="get" action="/currency">
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <div
        role="radiogroup"
        aria-label={t('currencyLabel')}
        className="inline-flex rounded-lg border border-slate-200 p-0.5"
      >
        {currencyChoices.map((choice) => (
          <button
            key={choice}
            type="submit"
            name="to"
            value={choice}
            role="radio"
            aria-checked={value === choice}
            onClick={(event) => {
              event.preventDefault();
              onChange(choice);
            }}
            className={cn(
              'rounded-md px-3 py-1 text-sm font-medium',
              value === choice ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            {t(labelKeys[choice])}
          </button>
        ))}
      </div>
    </form>
  );
}
