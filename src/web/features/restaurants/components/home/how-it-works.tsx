import { PenLine, Search, Stamp, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { cn } from '@/web/lib/cn';
import { renderWhenVisible } from '@/web/lib/render-when-visible';

const steps: Array<{ icon: LucideIcon; key: string }> = [
  { icon: Search, key: 'Discover' },
  { icon: UtensilsCrossed, key: 'Visit' },
  { icon: PenLine, key: 'Review' },
  { icon: Stamp, key: 'Spey' },
];

/** The four-step how-it-works block. */
export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="how-it-works-title" className={cn('bg-slate-50', renderWhenVisible.section)}>
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-14 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-2 text-center">
          <h2 id="how-it-works-title" className="text-3xl font-bold tracking-tight">
            {t('howItWorksTitle')}
          </h2>
          <p className="text-slate-600">{t('howItWorksSubtitle')}</p>
        </div>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ icon: Icon, key }, index) => (
            <li
              key={key}
              className="flex flex-col items-center gap-3 rounded-xl bg-white p-6 text-center shadow-sm"
            >
              <span className="relative flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                <Icon className="h-7 w-7" aria-hidden="true" />
                <span className="absolute -top-1 -right-1 flex h-6 w-6 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
                  {index + 1}
                </span>
              </span>
              <h3 className="text-lg font-semibold">{t(`step${key}Title`)}</h3>
              <p className="text-sm text-slate-600">{t(`step${key}Text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
