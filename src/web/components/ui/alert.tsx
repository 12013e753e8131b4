import type { HTMLAttributes } from 'react';
import { cn } from '@/web/lib/cn';

export function Alert({
  className,
  tone = 'error',
  ...props
}: HTMLAttributes<HTMLDivElement> & { tone?: 'error' | 'info' }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg border p-4 text-sm',
        tone === 'error'
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'border-slate-200 bg-slate-50 text-slate-800',
        className,
      )}
      {...props}
    />
  );
}
