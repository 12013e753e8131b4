import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useTranslation } from '@/web/i18n/use-translation';
import { cn } from '@/web/lib/cn';

/** One benefit card: its icon and its title and text as keys of the `claims` catalogue. */
export interface PartnerBenefit {
  icon: LucideIcon;
  title: string;
  body: string;
}

/**
 * The frame the restaurant owners' pages share (/become-a-partner, /register-restaurant): the heading
 * with its icon and subtitle, the three benefits, then the page's own content.
 */
export function PartnerPage({
  icon: Icon,
  title,
  subtitle,
  benefits,
  className,
  children,
}: {
  icon: LucideIcon;
  title: string;
  subtitle: string;
  benefits: readonly PartnerBenefit[];
  /** The column's width and spacing. */
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('claims');
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className={cn('mx-auto flex flex-col px-4 py-12 md:py-16', className)}>
        <header className="flex flex-col items-center gap-3 text-center">
          <Icon className="h-12 w-12 text-brand-600" aria-hidden="true" />
          <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{title}</h1>
          <p className="max-w-2xl text-lg text-slate-600">{subtitle}</p>
        </header>

        <ul className="grid gap-4 md:grid-cols-3">
          {benefits.map((benefit) => (
            <li key={benefit.title}>
              <Card className="h-full">
                <CardHeader>
                  <benefit.icon className="h-8 w-8 text-brand-600" aria-hidden="true" />
                  <CardTitle as="h2">{t(benefit.title)}</CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-sm text-slate-600">{t(benefit.body)}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>

        {children}
      </div>
    </div>
  );
}
