import { Laptop, LoaderCircle, Smartphone } from 'lucide-react';
import { useFetcher } from 'react-router';
import type { Device } from '@/shared/schemas/account.schema';
import type { AccountActionResult } from '@/web/app/lib/account.server';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { useTranslation } from '@/web/i18n/use-translation';
import { formatInstantDate } from '@/web/lib/format-date';
import { formError, useAccountForm } from '../account-messages';
import { FormAlert } from './form-alert';
import { SettingsSection } from './settings-section';

const isPhone = (os: string | null) => os === 'Android' || os === 'iOS';

/** Signed-in devices: browser, system, address, last seen; sign one out, or every other one. */
export function DevicesSection({ devices }: { devices: Device[] }) {
  const { t } = useTranslation('account');
  const others = useAccountForm('sign-out-others');
  const hasOthers = devices.some((device) => !device.current);
  return (
    <SettingsSection id="devices" title={t('devicesTitle')} description={t('devicesDescription')}>
      {others.result?.ok ? (
        <FormAlert tone="success">{t('othersSignedOut', { count: others.result.signedOut ?? 0 })}</FormAlert>
      ) : null}
      {others.result && !others.result.ok ? (
        <FormAlert tone="error">{formError(t, others.result)}</FormAlert>
      ) : null}
      <ul className="flex flex-col divide-y divide-slate-100" data-testid="devices">
        {devices.map((device) => (
          <DeviceRow key={device.id} device={device} />
        ))}
      </ul>
      {hasOthers ? (
        <others.fetcher.Form method="post">
          <input type="hidden" name="intent" value="sign-out-others" />
          <Button type="submit" variant="outline" disabled={others.isPending}>
            {others.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            {t('signOutOthers')}
          </Button>
        </others.fetcher.Form>
      ) : null}
    </SettingsSection>
  );
}

function DeviceRow({ device }: { device: Device }) {
  const { t, i18n } = useTranslation('account');
  const fetcher = useFetcher<AccountActionResult>();
  const Icon = isPhone(device.os) ? Smartphone : Laptop;
  const name = t('deviceName', {
    browser: device.browser ?? t('unknownBrowser'),
    os: device.os ?? t('unknownSystem'),
  });
  const failed = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="device">
      <div className="flex items-start gap-3">
        <Icon className="mt-0.5 h-5 w-5 text-slate-500" aria-hidden="true" />
        <div className="flex flex-col gap-0.5 text-sm">
          <span className="font-medium text-slate-900">
            {name}{' '}
            {device.current ? (
              <Badge tone="success" className="ml-1">
                {t('thisDevice')}
              </Badge>
            ) : null}
          </span>
          <span className="text-slate-600">
            {t('deviceDetails', {
              address: device.ipAddress ?? t('unknownAddress'),
              date: formatInstantDate(device.lastSeenAt, i18n.language),
            })}
          </span>
          {failed ? (
            <span role="alert" className="text-red-700">
              {formError(t, failed)}
            </span>
          ) : null}
        </div>
      </div>
      {device.current ? null : (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="sign-out-device" />
          <input type="hidden" name="deviceId" value={device.id} />
          <Button
            type="submit"
            variant="ghost"
            size="sm"
            disabled={fetcher.state !== 'idle'}
            aria-label={t('signOutDeviceLabel', { name })}
          >
            {t('signOutDevice')}
          </Button>
        </fetcher.Form>
      )}
    </li>
  );
}
