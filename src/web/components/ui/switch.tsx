import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '@/web/lib/cn';

export interface SwitchProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onChange' | 'value' | 'defaultValue'
> {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * An on/off switch: a button with role="switch" (WAI-ARIA switch pattern; Space and Enter toggle it,
 * as any button). Every use is controlled. (Radix's Switch measured itself at mount to size a hidden
 * form input, which made the browser lay out the whole restaurant list a second time on a phone.)
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  { checked, onCheckedChange, onClick, className, disabled, ...props },
  ref,
) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      ref={ref}
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      disabled={disabled}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(!checked);
      }}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <span
        data-state={state}
        className="pointer-events-none block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5"
      />
    </button>
  );
});
