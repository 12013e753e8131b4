import { CalendarClock, Sparkles, Star } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import type { MenuItem } from '@/shared/schemas/menu.schema';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { ItemCard } from './item-card';

const plannedFeatureKeys = [
  'plannedTimeBased',
  'plannedDayOfWeek',
  'plannedPromotions',
  'plannedTracking',
] as const;

/** Daily Specials tab: not built yet (spec) — a notice, the featured items, and what is planned. */
export function SpecialsTab({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation('menu');
  const featured = items.filter((item) => item.isFeatured);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('dailySpecials')}</h2>
        {/* Spec: Create Special does nothing yet. */}
        <Button
          variant="outline"
          aria-disabled="true"
          title={t('comingSoon')}
          className="cursor-not-allowed opacity-60"
        >
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {t('createSpecial')}
        </Button>
      </div>
      <Alert tone="info" className="flex gap-3">
        <CalendarClock className="h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
        <div>
          <p className="font-semibold">{t('specialsComingSoonTitle')}</p>
          <p>{t('specialsComingSoonDescription')}</p>
        </div>
      </Alert>
      <section className="flex flex-col gap-3" aria-labelledby="featured-items">
        <h3 id="featured-items" className="flex items-center gap-2 font-semibold text-slate-900">
          <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden="true" />
          {t('currentlyFeatured')}
        </h3>
        {featured.length === 0 ? (
          <p className="text-sm text-slate-600">{t('noFeaturedItems')}</p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {featured.map((item) => (
              <ItemCard key={item.id} item={item} />
            ))}
          </div>
        )}
      </section>
      <Card>
        <CardHeader>
          <CardTitle>{t('plannedFeatures')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {plannedFeatureKeys.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
