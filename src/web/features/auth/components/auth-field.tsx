import { LoaderCircle } from 'lucide-react';
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { Button } from '@/web/components/ui/button';
import { FieldError, Input, Label } from '@/web/components/ui/input';
import { useTranslation } from '@/web/i18n/use-translation';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/** How the sign-in and sign-up forms check their fields: on submit first, then as the user corrects them. */
export const authFormMode = { mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: true } as const;

/** A labelled input whose error is announced and linked through aria-describedby. */
export function AuthField({ label, error, ref, ...inputProps }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The e-mail box of the sign-in and sign-up forms. */
export function EmailField(props: Omit<FieldProps, 'label'>) {
  const { t } = useTranslation('auth');
  return (
    <AuthField
      label={t('email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('emailPlaceholder')}
      {...props}
    />
  );
}

/** A sign-in or sign-up form's submit button: a spinner and the busy label while the request runs. */
export function AuthSubmitButton({
  isPending,
  label,
  pendingLabel,
  disabled,
}: {
  isPending: boolean;
  label: string;
  pendingLabel: string;
  disabled?: boolean;
}) {
  return (
    <Button type="submit" className="w-full" disabled={disabled}>
      {isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
      {isPending ? pendingLabel : label}
    </Button>
  );
}
