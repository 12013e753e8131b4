import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { useState } from 'react';
import { createQueryClient } from '@/web/lib/query-client';
import { createAppRouter, type AppRouter } from './router';

/** The app; src/web/main.tsx passes the query client and router it prepared for hydration. */
export function App(props: { queryClient?: QueryClient; router?: AppRouter }) {
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  const [router] = useState(() => props.router ?? createAppRouter(queryClient));
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
