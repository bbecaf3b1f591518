import { setNonce } from 'get-nonce';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ToastProvider } from './components/ui/toast';
import { ApiError, isSignedOut } from './lib/api/client';
import { cspNonce } from './lib/csp-nonce';
import { createAppRouter } from './router';
import './styles.css';

// The dialogs' scroll lock adds its <style> with the page's nonce (the CSP has no 'unsafe-inline').
if (cspNonce) setNonce(cspNonce);

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      // An answer of the API (4xx) is final; a lost connection or a 5xx is tried twice more.
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
  queryCache: new QueryCache({
    // A session that ends while a page is open (expired, signed out elsewhere): back to sign-in, then back here.
    onError: (error, query) => {
      if (!isSignedOut(error) || query.queryKey[0] === 'me') return;
      queryClient.removeQueries({ queryKey: ['me'] });
      void router.navigate({ to: '/sign-in', search: { next: router.state.location.href } });
    },
  }),
});
const router = createAppRouter(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  </StrictMode>,
);
