import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

const tones = {
  success: 'border-green-200 bg-green-50 text-green-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  error: 'border-red-200 bg-red-50 text-red-800',
  brand: 'border-brand-200 bg-brand-50 text-brand-800',
} as const;

/** A notice above the forms: verified e-mail, an unverified account, why the user was sent here. */
export function AuthNotice({
  tone,
  icon: Icon,
  title,
  children,
  isUrgent = false,
}: {
  tone: keyof typeof tones;
  icon: LucideIcon;
  title?: string;
  children: ReactNode;
  isUrgent?: boolean;
}) {
  return (
    <div
      role={isUrgent ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border p-4 text-sm', tones[tone])}
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>
        {title ? <p className="font-semibold">{title}</p> : null}
        <p>{children}</p>
      </div>
    </div>
  );
}
