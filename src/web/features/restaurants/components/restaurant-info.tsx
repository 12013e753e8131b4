import { ExternalLink, Globe, Info, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/web/i18n/use-translation';
import type { RestaurantDetail } from '@/shared/schemas/restaurant.schema';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { SpeyBar } from './spey-badge';

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-1 text-brand-600">{icon}</span>
      <div className="min-w-0 flex-1">
        {/* h2: the sections sit right under the restaurant's name (h1). */}
        <h2 className="font-semibold text-slate-900">{title}</h2>
        <div className="text-slate-700">{children}</div>
      </div>
    </div>
  );
}

/** Only http(s) links are rendered as links. */
function isWebUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

/** Info tab: about, location (with a map link), phone, website, the hours card and the stats. */
export function RestaurantInfo({
  restaurant,
  hoursCard,
}: {
  restaurant: RestaurantDetail;
  hoursCard: ReactNode;
}) {
  const { t } = useTranslation('restaurants');
  const mapUrl =
    restaurant.googleMapLocation && isWebUrl(restaurant.googleMapLocation)
      ? restaurant.googleMapLocation
      : null;
  const website = restaurant.website && isWebUrl(restaurant.website) ? restaurant.website : null;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card>
        <CardContent className="flex flex-col gap-5 pt-5">
          <Section icon={<Info className="h-5 w-5" aria-hidden="true" />} title={t('about')}>
            <p className="whitespace-pre-line">{restaurant.description || t('noDescription')}</p>
          </Section>
          <Section icon={<MapPin className="h-5 w-5" aria-hidden="true" />} title={t('location')}>
            <p>{restaurant.address || restaurant.location || t('notProvided')}</p>
            {restaurant.address && restaurant.location ? (
              <p className="text-sm text-slate-600">{restaurant.location}</p>
            ) : null}
            {mapUrl ? (
              <a
                href={mapUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-1 inline-flex items-center gap-1 text-brand-700 hover:underline"
              >
                {t('viewOnMap')}
                <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
              </a>
            ) : null}
          </Section>
          <Section icon={<Phone className="h-5 w-5" aria-hidden="true" />} title={t('phone')}>
            {restaurant.phone ? (
              <a
                href={`tel:${restaurant.phone.replace(/[^\d+]/g, '')}`}
                className="text-brand-700 hover:underline"
              >
                {restaurant.phone}
              </a>
            ) : (
              <p>{t('notProvided')}</p>
            )}
          </Section>
          <Section icon={<Globe className="h-5 w-5" aria-hidden="true" />} title={t('website')}>
            {website ? (
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 break-all text-brand-700 hover:underline"
              >
                {website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
                <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              </a>
            ) : (
              <p>{restaurant.website || t('notProvided')}</p>
            )}
          </Section>
        </CardContent>
      </Card>
      <div className="flex flex-col gap-6">
        {hoursCard}
        <Card>
          <CardHeader>
            <CardTitle>{t('stats')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <dl className="grid grid-cols-3 gap-3 text-center">
              <div className="rounded-lg bg-slate-50 p-3">
                <dt className="text-xs text-slate-600">{t('priceRange')}</dt>
                <dd className="text-lg font-semibold">{restaurant.priceRange}</dd>
              </div>
              <div className="rounded-lg bg-slate-50 p-3">
                <dt className="text-xs text-slate-600">{t('averageRating')}</dt>
                <dd className="text-lg font-semibold">{restaurant.averageRating.toFixed(1)}</dd>
              </div>
              <div className="rounded-lg bg-slate-50 p-3">
                <dt className="text-xs text-slate-600">{t('reviews')}</dt>
                <dd className="text-lg font-semibold">{restaurant.reviewCount}</dd>
              </div>
            </dl>
            <SpeyBar speyPercentage={restaurant.speyPercentage} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
