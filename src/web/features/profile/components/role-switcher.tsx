import { ShieldCheck } from 'lucide-react';
import { Form } from 'react-router';
import { useTranslation } from '@/web/i18n/use-translation';
import { toast } from '@/web/lib/toast';
import type { Role } from '@/shared/schemas/auth.schema';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import { useHasMounted } from '@/web/lib/use-has-mounted';
import { useUpdateRole, type SelfAssignableRole } from '../api/update-role';
import { roleLabelKeys } from '../role-labels';

const choices: { role: SelfAssignableRole; descriptionKey: string }[] = [
  { role: 'user', descriptionKey: 'roleUserDescription' },
  { role: 'owner', descriptionKey: 'roleOwnerDescription' },
];

/**
 * Diner or restaurant owner, applied on choice; administrators see their role without a switch. Before
 * or without scripts the choice is a form with a save button (intent `role` of /profile's action).
 */
export function RoleSwitcher({ role }: { role: Role }) {
  const { t } = useTranslation('profile');
  const updateRole = useUpdateRole();
  const hasMounted = useHasMounted();

  if (role === 'admin') {
    return (
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">{t('roleTitle')}</h2>
          <CardDescription className="flex items-center gap-2">
            <ShieldCheck className="h-4 w-4 text-brand-600" aria-hidden="true" />
            {t('roleAdminNote')}
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }

  const choose = (next: SelfAssignableRole) => {
    if (next === role || updateRole.isPending) return;
    updateRole.mutate(next, {
      onSuccess: (result) => {
        toast.success(t('roleUpdatedTitle'), {
          description: t('roleUpdatedDescription', { role: t(roleLabelKeys[result.role]) }),
        });
      },
      onError: () => {
        toast.error(t('roleUpdateErrorTitle'), { description: t('roleUpdateErrorDescription') });
      },
    });
  };

  // Show the choice at once while it is saved; a failure falls back to the saved role.
  const shownRole = updateRole.isPending ? updateRole.variables : role;

  return (
    <Card>
      <CardHeader>
        <h2 id="role-title" className="text-lg font-semibold">
          {t('roleTitle')}
        </h2>
        <CardDescription>{t('roleDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" onSubmit={(event) => event.preventDefault()}>
          <input type="hidden" name="intent" value="role" />
          <fieldset
            aria-labelledby="role-title"
            aria-busy={updateRole.isPending}
            disabled={updateRole.isPending}
          >
            <div className="grid gap-3 sm:grid-cols-2">
              {choices.map((choice) => {
                const isChecked = choice.role === shownRole;
                return (
                  <label
                    key={choice.role}
                    className={cn(
                      'flex cursor-pointer gap-3 rounded-lg border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                      isChecked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
                      updateRole.isPending && 'cursor-wait opacity-70',
                    )}
                  >
                    <input
                      type="radio"
                      name="role"
                      value={choice.role}
                      checked={isChecked}
                      onChange={() => choose(choice.role)}
                      className="mt-1 h-4 w-4 accent-brand-600"
                    />
                    <span className="flex flex-col gap-1">
                      <span className="font-semibold">{t(roleLabelKeys[choice.role])}</span>
                      <span className="text-sm text-slate-600">{t(choice.descriptionKey)}</span>
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          {/* Until the scripts run (or without them) the choice is saved by this button; then on choice. */}
          {hasMounted ? null : (
            <button type="submit" className="mt-3 rounded-md border px-3 py-1.5 text-sm font-medium">
              {t('saveRole')}
            </button>
          )}
        </Form>
      </CardContent>
    </Card>
  );
}
