import { useTranslation } from '@/web/i18n/use-translation';
import { ContactCallout, ContentPage, ContentSection } from '@/web/features/content/components/content-page';
import type { Route } from './+types/terms';
import { pageMeta } from '../../lib/page-meta';

/** The page's head in the visitor's language (title, description, canonical, Open Graph, Twitter). */
export const meta: Route.MetaFunction = (args) => pageMeta(args);

const sections = ['Use', 'Reviews', 'Owners', 'Removal', 'Changes'] as const;

export default function Component() {
  const { t } = useTranslation('pages');
  return (
    <ContentPage title={t('termsTitle')} intro={t('termsIntro')}>
      {sections.map((section) => (
        <ContentSection key={section} title={t(`terms${section}Title`)}>
          <p>{t(`terms${section}Body`)}</p>
        </ContentSection>
      ))}
      <ContactCallout />
    </ContentPage>
  );
}
