import { HydrationBoundary } from '@tanstack/react-query';
import { useTranslation } from '@/web/i18n/use-translation';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { ModerationLog } from '@/web/features/moderation/components/moderation-log';
import { ModerationQueue } from '@/web/features/moderation/components/moderation-queue';
import { ActionFailureAlert } from '@/web/lib/action-result';
import { usePageTitle } from '@/web/lib/use-page-title';
import { adminReportsAction } from '../../lib/dashboard-actions.server';
import { getAdminReportsData } from '../../lib/dashboard-pages.server';
import { privateHead } from '../../lib/private-head.server';
import { privateMeta } from '../../lib/private-head';
import { revalidateOnlyForOtherPages } from '../../lib/revalidation';
import type { Route } from './+types/reports';

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  ...(await getAdminReportsData(request, context)),
  head: privateHead(context, 'moderation:reportsTitle', 'moderation:reportsSubtitle'),
});

export const meta: Route.MetaFunction = ({ data }) => privateMeta(data?.head);

// The queue's view is in the query string: with scripts, the queue's own query fetches what changed.
export const shouldRevalidate = revalidateOnlyForOtherPages;

/** Hide, restore and dismiss sent as forms (before or without the page's scripts). */
export const action = ({ request, context }: Route.ActionArgs) => adminReportsAction(request, context);

/** The page drawn with its loader's data already in the query cache (no second request for it). */
export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.queries}>
      <Page />
    </HydrationBoundary>
  );
}

/** /admin/reports: the moderation queue (hide, restore, dismiss) and the audit log. */
function Page() {
  const { t } = useTranslation('moderation');
  usePageTitle(t('reportsTitle'));
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold md:text-3xl">{t('reportsTitle')}</h1>
        <p className="text-slate-600">{t('reportsSubtitle')}</p>
      </header>
      <ActionFailureAlert fallback={t('actionFailed')} intents={['moderate']} />
      <ModerationQueue />
      <Card>
        <CardHeader>
          <CardTitle>{t('logTitle')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ModerationLog />
        </CardContent>
      </Card>
    </div>
  );
}
