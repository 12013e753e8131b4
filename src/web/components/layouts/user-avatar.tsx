import { Avatar } from 'radix-ui';
import { cn } from '@/web/lib/cn';

/** Spec: the first letter of up to two words, upper-cased; 'U' when there is nothing to use. */
export function getInitials(name: string | null | undefined, fallback = 'U'): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
  const initials = words.map((word) => Array.from(word)[0] ?? '').join('');
  return initials ? initials.toUpperCase() : fallback;
}

/** The user's picture, or their initials while it loads or when there is none (or it fails). */
export function UserAvatar({
  name,
  src,
  className,
}: {
  name: string;
  src: string | null;
  className?: string;
}) {
  return (
    <Avatar.Root
      className={cn(
        'inline-flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 align-middle',
        className,
      )}
    >
      {src ? <Avatar.Image src={src} alt="" className="h-full w-full object-cover" /> : null}
      <Avatar.Fallback className="text-sm font-semibold text-brand-700" delayMs={src ? 300 : 0}>
        {getInitials(name)}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
