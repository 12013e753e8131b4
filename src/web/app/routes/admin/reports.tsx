import { useTranslation } from '@/web/i18n/use-translation';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { ModerationLog } from '@/web/features/moderation/components/moderation-log';
import { ModerationQueue } from '@/web/features/moderation/components/moderation-queue';
import { usePageTitle } from '@/web/lib/use-page-title';

/** /admin/reports: the moderation queue (hide, restore, dismiss) and the audit log. */
export default function Component() {
  const { t } = useTranslation('moderation');
  usePageTitle(t('reportsTitle'));
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold md:text-3xl">{t('reportsTitle')}</h1>
        <p className="text-slate-600">{t('reportsSubtitle')}</p>
      </header>
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
