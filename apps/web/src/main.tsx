import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { queryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { registerServiceWorker } from './app/service-worker';
import './index.css';

const router = createAppRouter();

// Only the build: `npm run dev` serves modules that change on every save.
if (import.meta.env.PROD) registerServiceWorker(router, queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
