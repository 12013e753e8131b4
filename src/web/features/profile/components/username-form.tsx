import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from 'react-router';
import { useTranslation } from '@/web/i18n/use-translation';
import { toast } from '@/web/lib/toast';
import type { z } from 'zod';
import { updateUsernameSchema } from '@/shared/schemas/auth.schema';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader } from '@/web/components/ui/card';
import { FieldError, Input, Label } from '@/web/components/ui/input';
import { useActionFailure } from '@/web/lib/action-result';
import { ApiError, toApiError } from '@/web/lib/api-client';
import { useHasMounted } from '@/web/lib/use-has-mounted';
import { useUpdateUsername } from '../api/update-username';
import { describeError, messageText } from '@/web/lib/error-text';

type UsernameValues = z.input<typeof updateUsernameSchema>;

/**
 * Change the username with the sign-up rules; a name someone else has comes back as a field error. A
 * form sent to /profile's action before or without scripts (intent `username`), whose refusal comes back
 * with what was typed.
 */
export function UsernameForm({ currentUsername }: { currentUsername: string }) {
  const { t } = useTranslation('profile');
  const hasMounted = useHasMounted();
  const refused = useActionFailure('username');
  const initial = refused?.values?.username ?? currentUsername;
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const updateUsername = useUpdateUsername();
  const form = useForm<UsernameValues, unknown, z.output<typeof updateUsernameSchema>>({
    resolver: zodResolver(updateUsernameSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { username: initial },
  });
  const { errors, isDirty } = form.formState;
  const sentError = refused
    ? (messageText(t, refused.error.fields?.username) ??
      describeError(t, toApiError(400, { error: refused.error }), t('errorGeneric')))
    : undefined;
  const error = messageText(t, errors.username?.message) ?? (isDirty ? undefined : sentError);

  const onSubmit = form.handleSubmit(({ username }) => {
    if (username === currentUsername) {
      form.reset({ username });
      return;
    }
    updateUsername.mutate(username, {
      onSuccess: (result) => {
        form.reset({ username: result.username });
        toast.success(t('usernameUpdatedTitle'), {
          description: t('usernameUpdatedDescription', { username: result.username }),
        });
      },
      onError: (failure) => {
        const fieldMessage = failure instanceof ApiError ? failure.fields?.username : undefined;
        if (fieldMessage) {
          form.setError('username', { message: fieldMessage }, { shouldFocus: true });
          return;
        }
        toast.error(t('usernameUpdateFailed'), { description: describeError(t, failure, t('errorGeneric')) });
      },
    });
  });

  const isPending = updateUsername.isPending;
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{t('usernameTitle')}</h2>
      </CardHeader>
      <CardContent>
        <Form
          method="post"
          onSubmit={onSubmit}
          noValidate
          aria-busy={isPending}
          className="flex flex-col gap-3"
        >
          <Label htmlFor={inputId}>{t('usernameLabel')}</Label>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <div className="flex flex-1 flex-col gap-1">
              <Input
                id={inputId}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={40}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${errorId} ${hintId}` : hintId}
                disabled={isPending}
                // Drawn with its value (the form's own default is set once it mounts).
                defaultValue={initial}
                {...form.register('username')}
              />
              <FieldError id={errorId} message={error} />
              <p id={hintId} className="text-xs text-slate-600">
                {t('usernameHint')}
              </p>
            </div>
            <Button
              type="submit"
              name="intent"
              value="username"
              // Enabled until the page has mounted: the form also works without scripts.
              disabled={hasMounted && (!isDirty || isPending)}
            >
              {isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
              {isPending ? t('saving') : t('saveUsername')}
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
