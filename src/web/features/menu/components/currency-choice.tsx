import { currencyChoices, type CurrencyChoice } from '@/shared/domain/money';
import { useTranslation } from '@/web/i18n/use-translation';
import { cn } from '@/web/lib/cn';

const labelKeys: Record<CurrencyChoice, string> = {
  usd: 'currencyUsd',
  khr: 'currencyKhr',
  both: 'currencyBoth',
};

/** Three radio-like buttons: prices in dollars, in riel, or both. */
export function CurrencyChoiceControl({
  value,
  onChange,
}: {
  value: CurrencyChoice;
  onChange: (choice: CurrencyChoice) => void;
}) {
  const { t } = useTranslation('restaurants');
  return (
    <div
      role="radiogroup"
      aria-label={t('currencyLabel')}
      className="inline-flex rounded-lg border border-slate-200 p-0.5"
    >
      {currencyChoices.map((choice) => (
        <button
          key={choice}
          type="button"
          role="radio"
          aria-checked={value === choice}
          onClick={() => onChange(choice)}
          className={cn(
            'rounded-md px-3 py-1 text-sm font-medium',
            value === choice ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {t(labelKeys[choice])}
        </button>
      ))}
    </div>
  );
}
