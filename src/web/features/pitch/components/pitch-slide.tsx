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
        'flex min-h-screen snap-start flex-col justify-center px-6 py-20 sm:px-10 lg:px-20 xl:px-28',
        className,
      )}
    >
      <div className="mx-auto w-full max-w-7xl">
        {eyebrow && (
          <p
            className={cn(
              'mb-3 text-base font-semibold tracking-wide text-brand-600 uppercase md:text-xl',
              eyebrowClassName,
            )}
          >
            {eyebrow}
          </p>
        )}
        <h2
          id={headingId}
          className="text-4xl leading-tight font-extrabold text-balance md:text-6xl xl:text-7xl"
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
    <div className={cn('rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8', className)}>
      {icon && (
        <div className="mb-4 text-brand-600 [&_svg]:h-9 [&_svg]:w-9 md:[&_svg]:h-11 md:[&_svg]:w-11">
          {icon}
        </div>
      )}
      <h3 className="text-2xl font-bold md:text-3xl">{title}</h3>
      <p className="mt-3 text-lg text-slate-600 md:text-2xl">{body}</p>
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
    <div className={cn('rounded-2xl bg-white/10 p-6 md:p-8', className)}>
      <p className="text-5xl font-extrabold tracking-tight md:text-7xl">{value}</p>
      <p className="mt-2 text-lg md:text-2xl">{label}</p>
    </div>
  );
}
