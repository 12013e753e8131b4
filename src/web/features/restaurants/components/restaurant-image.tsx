import { UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/web/lib/cn';
import { getRestaurantImageSrcSet } from '../lib/image-srcset';

export interface RestaurantImageProps {
  imageUrl: string | null;
  alt: string;
  sizes: string;
  width: number;
  height: number;
  /** Above the fold: load at once (and first for the page's main image). */
  priority?: 'high' | 'eager' | 'lazy';
  className?: string;
}

/** A restaurant photo with responsive variants for uploaded covers, or a neutral placeholder. */
export function RestaurantImage({
  imageUrl,
  alt,
  sizes,
  width,
  height,
  priority = 'lazy',
  className,
}: RestaurantImageProps) {
  const [hasFailed, setHasFailed] = useState(false);
  if (!imageUrl || hasFailed) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={cn(
          'flex items-center justify-center bg-gradient-to-br from-brand-50 to-amber-50',
          className,
        )}
      >
        <UtensilsCrossed className="h-10 w-10 text-brand-200" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={imageUrl}
      srcSet={getRestaurantImageSrcSet(imageUrl)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding="async"
      onError={() => setHasFailed(true)}
      className={cn('bg-slate-100 object-cover', className)}
    />
  );
}
