import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/web/components/ui/card';

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <Icon className="h-10 w-10 text-slate-400" aria-hidden="true" />
        <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
        {description ? <p className="max-w-md text-sm text-slate-600">{description}</p> : null}
        {action}
      </CardContent>
    </Card>
  );
}
