import { useTranslation } from '@/web/i18n/use-translation';
import { PlaceholderPage } from '@/web/components/placeholder-page';
import type { Route } from './+types/blog';
import { pageMeta } from '../../lib/page-meta';

/** The page's head in the visitor's language (title, description, canonical, Open Graph, Twitter). */
export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function Component() {
  const { t } = useTranslation('pages');
  return <PlaceholderPage title={t('blogTitle')} />;
}
