import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FieldError, Input, Label } from '@/web/components/ui/input';

/** A labelled input whose error is announced and linked through aria-describedby. */
export function AuthField({
  label,
  error,
  ref,
  ...inputProps
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; ref?: Ref<HTMLInputElement> }) {
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
