import { Download } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { useTranslation } from '@/web/i18n/use-translation';
import { paths } from '@/web/lib/paths';
import { SettingsSection } from './settings-section';

/** "Download my data": a plain link to the JSON file, so it works with or without JavaScript. */
export function ExportSection() {
  const { t } = useTranslation('account');
  return (
    <SettingsSection id="export" title={t('exportTitle')} description={t('exportDescription')}>
      <Button asChild variant="outline" className="self-start">
        <a href={paths.accountExport()} download>
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('exportButton')}
        </a>
      </Button>
    </SettingsSection>
  );
}
