import { HydrationBoundary } from '@tanstack/react-query';
import { Card, CardContent, CardHeader } from '@/web/components/ui/card';
import { ChangeEmailSection } from '@/web/features/account/components/change-email-section';
import { ChangePasswordSection } from '@/web/features/account/components/change-password-section';
import { DeleteAccountSection } from '@/web/features/account/components/delete-account-section';
import { DevicesSection } from '@/web/features/account/components/devices-section';
import { ExportSection } from '@/web/features/account/components/export-section';
import { SettingsSection } from '@/web/features/account/components/settings-section';
import { EmailPreferencesForm } from '@/web/features/moderation/components/email-preferences-form';
import { useTranslation } from '@/web/i18n/use-translation';
import { usePageTitle } from '@/web/lib/use-page-title';
import { loadDevices, settingsAction } from '../../lib/account.server';
import { getSettingsData } from '../../lib/dashboard-pages.server';
import { emailPreferenceIntent } from '../../lib/profile-actions.server';
import { requireSignedIn } from '../../lib/guards.server';
import { privateHead } from '../../lib/private-head.server';
import { privateMeta } from '../../lib/private-head';
import type { Route } from './+types/settings';

export async function loader({ request, context }: Route.LoaderArgs) {
  const me = await requireSignedIn(request, context);
  const [devices, { queries }] = await Promise.all([loadDevices(context), getSettingsData(context)]);
  return {
    me,
    devices,
    queries,
    head: privateHead(context, 'account:settingsTitle', 'account:settingsSubtitle', {
      username: me.username,
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => privateMeta(data?.head);

/** The page's forms sent as forms; an e-mail switch is /profile's too (profile-actions.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return form.get('intent') === 'email-preferences'
    ? emailPreferenceIntent(request, form, context)
    : settingsAction(form, context);
}

/** Account settings: password, e-mail, devices, e-mail preferences, export and deletion. */
export default function Component({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('account');
  usePageTitle(t('settingsTitle'));
  const { me, devices, queries } = loaderData;
  const sections = [
    ['password', t('passwordTitle')],
    ['email', t('emailTitle')],
    ['devices', t('devicesTitle')],
    ['notifications', t('notificationsTitle')],
    ['export', t('exportTitle')],
    ['delete', t('deleteTitle')],
  ] as const;
  return (
    <HydrationBoundary state={queries}>
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
        <header className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold">{t('settingsTitle')}</h1>
          <p className="text-slate-600">{t('settingsSubtitle', { username: me.username })}</p>
        </header>
        <Card>
          <CardHeader>
            <p className="text-base font-semibold text-slate-900">{t('onThisPage')}</p>
          </CardHeader>
          <CardContent>
            <nav aria-label={t('onThisPage')}>
              <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
                {sections.map(([id, label]) => (
                  <li key={id}>
                    <a href={`#${id}`} className="font-medium text-brand-700 hover:underline">
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </CardContent>
        </Card>
        <ChangePasswordSection />
        <ChangeEmailSection email={me.email} />
        <DevicesSection devices={devices} />
        <SettingsSection id="notifications" title={t('notificationsTitle')}>
          <EmailPreferencesForm />
        </SettingsSection>
        <ExportSection />
        <DeleteAccountSection username={me.username} isAdmin={me.role === 'admin'} />
      </div>
    </HydrationBoundary>
  );
}
