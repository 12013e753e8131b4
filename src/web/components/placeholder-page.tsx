import { Construction } from 'lucide-react';
import { useTranslation } from '@/web/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { usePageTitle } from '@/web/lib/use-page-title';

/** A clear "coming soon" page for routes whose content is not built yet. */
export function PlaceholderPage({ title }: { title?: string }) {
  const { t } = useTranslation('common');
  const heading = title ?? t('comingSoonTitle');
  usePageTitle(heading);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <Construction className="h-12 w-12 text-brand-600" aria-hidden="true" />
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="text-slate-600">{t('comingSoon')}</p>
      <Button asChild variant="outline">
        <Link to="/">{t('returnHome')}</Link>
      </Button>
    </section>
  );
}
