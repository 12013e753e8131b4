import { Stamp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { CheckboxSwitch } from '@/web/components/ui/switch';

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
      <CheckboxSwitch
        id={inputId}
        name={name}
        value="on"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        disabled={disabled}
        aria-describedby={hintId}
        className="mt-0.5"
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
