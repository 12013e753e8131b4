import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { cn } from '@/web/lib/cn';

/** 1–5 stars as a native radio group (arrow keys move between stars). */
export function RatingInput({
  value,
  onChange,
  disabled,
  error,
  name: fieldName,
}: {
  value: number;
  onChange: (rating: number) => void;
  disabled?: boolean;
  error?: string;
  /** The form field ('rating') when the form can be sent without scripts. */
  name?: string;
}) {
  const { t } = useTranslation('reviews');
  const generatedName = useId();
  const name = fieldName ?? generatedName;
  return (
    <fieldset className="flex flex-col gap-1" disabled={disabled} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('ratingField')}</legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((rating) => (
          <label
            key={rating}
            className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'h-8 w-8 transition-colors',
                rating <= value ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-300',
              )}
            />
            <span className="sr-only">{t('starsOption', { count: rating })}</span>
          </label>
        ))}
        <span className="ml-2 text-sm text-slate-600" aria-hidden="true">
          {t('ratingValue', { rating: value })}
        </span>
      </div>
    </fieldset>
  );
}
