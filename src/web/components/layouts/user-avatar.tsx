import { useState } from 'react';
import { cn } from '@/web/lib/cn';

/** Spec: the first letter of up to two words, upper-cased; 'U' when there is nothing to use. */
export function getInitials(name: string | null | undefined, fallback = 'U'): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
  const initials = words.map((word) => Array.from(word)[0] ?? '').join('');
  return initials ? initials.toUpperCase() : fallback;
}

/**
 * The user's picture over their initials: the initials show while it loads, when there is none, or when
 * it fails. (Plain elements rather than Radix Avatar, which put 1 KB of script on every first visit for the
 * same result: decision 038.)
 */
export function UserAvatar({
  name,
  src,
  className,
}: {
  name: string;
  src: string | null;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span
      className={cn(
        'relative inline-flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 align-middle',
        className,
      )}
    >
      <span className="text-sm font-semibold text-brand-700">{getInitials(name)}</span>
      {src && failed !== src ? (
        <img
          src={src}
          alt=""
          className="absolute inset-0 h-full w-full object-cover"
          onError={() => setFailed(src)}
        />
      ) : null}
    </span>
  );
}
