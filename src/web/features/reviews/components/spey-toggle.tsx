import { Stamp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Switch } from '@/web/components/ui/switch';

/** The Spey switch with what it means: a disappointed review, shown without the author's name. */
export function SpeyToggle({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('reviews');
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4">
      <Switch
        checked={checked}
        onCheckedChange={onChange}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        className="mt-0.5"
      />
      <div className="flex flex-col gap-1">
        <span id={labelId} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800">
          <Stamp className="h-4 w-4" aria-hidden="true" />
          {t('speyField')}
        </span>
        <p id={hintId} className="text-sm text-slate-700">
          {t('speyFieldHint')}
        </p>
      </div>
    </div>
  );
}
