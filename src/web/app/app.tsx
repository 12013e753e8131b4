import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { useState } from 'react';
import { createQueryClient } from '@/web/lib/query-client';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* Both languages run left to right; without `dir` the toaster reads the page's computed style
          while rendering, which forces a style calculation of the whole page. */}
      <Toaster
        position="top-center"
        dir="ltr"
        richColors
        closeButton
        style={{ fontFamily: 'var(--font-sans)' }}
      />
    </QueryClientProvider>
  );
}
