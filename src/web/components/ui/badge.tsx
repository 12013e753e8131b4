import type { HTMLAttributes } from 'react';
import { cn } from '@/web/lib/cn';

const tones = {
  neutral: 'bg-slate-100 text-slate-800',
  brand: 'bg-brand-600 text-white',
  green: 'bg-green-700 text-white',
  emerald: 'bg-emerald-700 text-white',
  yellow: 'bg-yellow-400 text-slate-900',
  red: 'bg-red-600 text-white',
  outline: 'border border-slate-300 text-slate-800',
  success: 'bg-green-100 text-green-800',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-800',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({
  className,
  tone = 'neutral',
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold leading-5',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
