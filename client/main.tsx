import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import './styles.css';
import { registerServiceWorker } from './lib/service-worker';
import { configureZodWithoutEval } from './lib/zod-without-eval';

// The CSP allows no eval: zod is told up front, before any of its schemas loads.
configureZodWithoutEval();

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
