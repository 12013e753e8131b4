import { useTranslation } from '@/web/i18n/use-translation';
import {
  ContentList,
  ContentPage,
  ContentSection,
  EmailLink,
} from '@/web/features/content/components/content-page';
import type { Route } from './+types/privacy';
import { pageMeta } from '../../lib/page-meta';

/** The page's head in the visitor's language (title, description, canonical, Open Graph, Twitter). */
export const meta: Route.MetaFunction = (args) => pageMeta(args);

const sections = ['Use', 'See', 'Anonymous', 'Cookies'] as const;

export default function Component() {
  const { t } = useTranslation('pages');
  return (
    <ContentPage title={t('privacyTitle')} intro={t('privacyIntro')}>
      <ContentSection title={t('privacyStoredTitle')}>
        <ContentList
          items={[
            t('privacyStoredAccount'),
            t('privacyStoredReviews'),
            t('privacyStoredFavourites'),
            t('privacyStoredClaims'),
          ]}
        />
      </ContentSection>
      {sections.map((section) => (
        <ContentSection key={section} title={t(`privacy${section}Title`)}>
          <p>{t(`privacy${section}Body`)}</p>
        </ContentSection>
      ))}
      <ContentSection title={t('privacyContactTitle')}>
        <p>{t('privacyContactBody')}</p>
        <p>
          <EmailLink />
        </p>
      </ContentSection>
    </ContentPage>
  );
}
