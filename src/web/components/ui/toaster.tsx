import { lazy, Suspense } from 'react';
import { useHasMounted } from '@/web/lib/use-has-mounted';
import { loadSonner } from '@/web/lib/toast';

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** sonner's toaster, fetched after hydration so it is not part of the first visit's JavaScript. */
export function LazyToaster() {
  const hasMounted = useHasMounted();
  if (!hasMounted) return null;
  return (
    <Suspense fallback={null}>
      {/* Both languages run left to right; without `dir` the toaster reads the page's computed style
          while rendering, which forces a style calculation of the whole page. */}
      <Toaster
        position="top-center"
        dir="ltr"
        richColors
        closeButton
        style={{ fontFamily: 'var(--font-sans)' }}
      />
    </Suspense>
  );
}
