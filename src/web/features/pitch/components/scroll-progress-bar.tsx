import { useTranslation } from '@/web/i18n/use-translation';
import { useScrollProgress } from '../use-scroll-progress';

/** A thin bar fixed at the top whose width follows how far the page is scrolled. */
export function ScrollProgressBar() {
  const { t } = useTranslation('pitch');
  const progress = useScrollProgress();
  return (
    <div
      role="progressbar"
      aria-label={t('progressLabel')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      className="fixed inset-x-0 top-0 z-50 h-1.5 bg-slate-900/10"
    >
      <div
        className="h-full bg-brand-600 transition-[width] duration-100 ease-out"
        style={{ width: `${progress}%` }}
      />
    </div>
  );
}
