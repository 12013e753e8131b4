import { useTranslation } from '@/web/i18n/use-translation';
import type { Me } from '@/shared/schemas/auth.schema';
import { UserAvatar } from '@/web/components/layouts/user-avatar';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent } from '@/web/components/ui/card';
import { roleLabelKeys } from '../role-labels';

/** The profile picture, or the generated initials avatar for the username. */
export function getProfileAvatarUrl(me: Pick<Me, 'avatarUrl' | 'username'>) {
  return me.avatarUrl ?? `/api/avatars/initials/${encodeURIComponent(me.username)}`;
}

export function ProfileSummary({ me }: { me: Me }) {
  const { t } = useTranslation('profile');
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 p-6 text-center sm:flex-row sm:text-left">
        <UserAvatar name={me.username} src={getProfileAvatarUrl(me)} className="h-20 w-20 text-2xl" />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 className="text-2xl font-bold break-all">{me.username}</h2>
          <dl className="flex flex-col gap-1 text-sm text-slate-600">
            <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
              <dt className="sr-only">{t('email')}</dt>
              <dd className="break-all">{me.email}</dd>
            </div>
            <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
              <dt>{t('role')}:</dt>
              <dd>
                <Badge tone={me.role === 'admin' ? 'brand' : me.role === 'owner' ? 'success' : 'neutral'}>
                  {t(roleLabelKeys[me.role])}
                </Badge>
              </dd>
            </div>
          </dl>
        </div>
      </CardContent>
    </Card>
  );
}
