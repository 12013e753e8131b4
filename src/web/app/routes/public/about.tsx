import { useTranslation } from '@/web/i18n/use-translation';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { ContentList, ContentPage, ContentSection } from '@/web/features/content/components/content-page';
import { paths } from '@/web/lib/paths';
import type { Route } from './+types/about';
import { pageMeta } from '../../lib/page-meta';

/** The page's head in the visitor's language (title, description, canonical, Open Graph, Twitter). */
export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Component() {
  const { t } = useTranslation('pages');
  return (
    <ContentPage title={t('aboutTitle')} intro={t('aboutIntro')}>
      <ContentSection title={t('aboutMissionTitle')}>
        <p>{t('aboutMissionBody')}</p>
      </ContentSection>
      <ContentSection title={t('aboutDifferentTitle')}>
        <ContentList
          items={[
            t('aboutDifferentKhmer'),
            t('aboutDifferentStamp'),
            t('aboutDifferentOwners'),
            t('aboutDifferentFree'),
          ]}
        />
      </ContentSection>
      <ContentSection title={t('aboutNameTitle')}>
        <p>{t('aboutNameBody')}</p>
      </ContentSection>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={paths.pitchDeck()}>{t('aboutPitchLink')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.contact()}>{t('contactUs')}</Link>
        </Button>
      </div>
    </ContentPage>
  );
}
