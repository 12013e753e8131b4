import { useTranslation } from '@/web/i18n/use-translation';
import { formatSpeyPercentage, getSpeyBadgeTone, getSpeyBarTone } from '@/shared/domain/spey-badge';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/cn';

/** Card badge '23% Spey': green from 75, yellow from 50, otherwise the brand colour. */
export function SpeyBadge({ speyPercentage, className }: { speyPercentage: number; className?: string }) {
  const { t } = useTranslation('restaurants');
  return (
    <Badge tone={getSpeyBadgeTone(speyPercentage)} className={className}>
      {t('speyBadge', { percentage: formatSpeyPercentage(speyPercentage) })}
    </Badge>
  );
}

const barColours = { emerald: 'bg-emerald-500', green: 'bg-green-500', yellow: 'bg-yellow-400' } as const;

/** Detail bar: above 80 emerald, above 60 green, else yellow. */
export function SpeyBar({ speyPercentage }: { speyPercentage: number }) {
  const { t } = useTranslation('restaurants');
  const value = formatSpeyPercentage(speyPercentage);
  const label = t('speyBarLabel', { percentage: value });
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn('h-full rounded-full', barColours[getSpeyBarTone(speyPercentage)])}
          style={{ width: `${value}%` }}
        />
      </div>
      <p className="text-sm text-slate-600">{label}</p>
    </div>
  );
}
