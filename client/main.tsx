import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { z } from 'zod';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import './styles.css';
import { registerServiceWorker } from './lib/service-worker';

// The CSP allows no eval: tell zod up front instead of letting it probe with new Function.
z.config({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

registerServiceWorker();
