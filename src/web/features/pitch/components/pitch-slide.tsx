import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

export const PITCH_SECTION_SELECTOR = '[data-pitch-section]';

/** One full-screen slide of the pitch; snaps into place and is a keyboard navigation stop. */
export function PitchSlide({
  id,
  eyebrow,
  title,
  children,
  className,
  eyebrowClassName,
}: {
  id: string;
  eyebrow?: string;
  eyebrowClassName?: string;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      data-pitch-section=""
      aria-labelledby={headingId}
      className={cn(
        'flex min-h-screen snap-start flex-col justify-center px-6 pt-20 pb-10 sm:px-10 lg:px-20',
        className,
      )}
    >
      <div className="mx-auto w-full max-w-7xl">
        {eyebrow && (
          <p
            className={cn(
              'mb-2 text-sm font-semibold tracking-wide uppercase md:text-base 2xl:text-lg',
              // cn joins, it does not merge: one colour class only, or the stylesheet's order decides.
              eyebrowClassName ?? 'text-brand-700',
            )}
          >
            {eyebrow}
          </p>
        )}
        <h2
          id={headingId}
          className="text-3xl leading-tight font-extrabold text-balance md:text-5xl 2xl:text-6xl"
        >
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

export function PitchCard({
  icon,
  title,
  body,
  className,
}: {
  icon?: ReactNode;
  title: string;
  body: string;
  className?: string;
}) {
  return (
    <div className={cn('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-6', className)}>
      <h3 className="flex items-center gap-3 text-xl font-bold md:text-2xl">
        {icon && (
          <span className="shrink-0 text-brand-600 [&_svg]:h-7 [&_svg]:w-7 md:[&_svg]:h-8 md:[&_svg]:w-8">
            {icon}
          </span>
        )}
        {title}
      </h3>
      <p className="mt-2 text-base text-slate-600 md:text-lg 2xl:text-xl">{body}</p>
    </div>
  );
}

export function PitchFigure({
  value,
  label,
  className,
}: {
  value: string;
  label: string;
  className?: string;
}) {
  return (
    <div className={cn('rounded-2xl bg-white/10 p-5 md:p-6', className)}>
      <p className="text-4xl font-extrabold tracking-tight md:text-6xl">{value}</p>
      <p className="mt-2 text-base md:text-xl">{label}</p>
    </div>
  );
}
