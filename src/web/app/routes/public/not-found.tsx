import { useTranslation } from '@/web/i18n/use-translation';
import { data, Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { usePageTitle } from '@/web/lib/use-page-title';
import { privateMeta } from '../../lib/private-head';
import { privateHead } from '../../lib/private-head.server';
import type { Route } from './+types/not-found';

/** An unknown address answers 404, drawn in the shared layout. */
export const loader = ({ context }: Route.LoaderArgs) =>
  data({ head: privateHead(context, 'common:notFoundTitle', 'common:returnHome') }, { status: 404 });

/** Its title in the visitor's language, and not indexed. */
export const meta: Route.MetaFunction = ({ data: loaderData }) => privateMeta(loaderData?.head);

export default function Component() {
  const { t } = useTranslation('common');
  usePageTitle(t('notFoundTitle'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-600">404</p>
      <h1 className="text-2xl font-semibold">{t('notFoundTitle')}</h1>
      <Button asChild>
        <Link to="/">{t('returnHome')}</Link>
      </Button>
    </section>
  );
}
