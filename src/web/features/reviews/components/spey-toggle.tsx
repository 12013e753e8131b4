import { Stamp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';

/**
 * The Spey switch with what it means: a disappointed review, shown without the author's name. A native
 * checkbox drawn as a switch (role="switch"), so it works and is sent with its form before the page's
 * scripts have arrived, and without them.
 */
export function SpeyToggle({
  checked,
  onChange,
  disabled,
  name,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The form field ('isSpey') when the form can be sent without scripts. */
  name?: string;
}) {
  const { t } = useTranslation('reviews');
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4">
      <input
        id={inputId}
        type="checkbox"
        role="switch"
        name={name}
        value="on"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        disabled={disabled}
        aria-describedby={hintId}
        className="relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:absolute before:top-0.5 before:left-0.5 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform before:content-[''] checked:bg-brand-600 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
      />
      <div className="flex flex-col gap-1">
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-1.5 text-sm font-semibold text-brand-800"
        >
          <Stamp className="h-4 w-4" aria-hidden="true" />
          {t('speyField')}
        </label>
        <p id={hintId} className="text-sm text-slate-700">
          {t('speyFieldHint')}
        </p>
      </div>
    </div>
  );
}
