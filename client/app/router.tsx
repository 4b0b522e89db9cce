import { createBrowserRouter } from 'react-router';
import { AuthRoute } from './routes/auth';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { RootLayout } from './routes/root-layout';

// Later issues add /projects/*, /admin/* and /invite/:token here; until then they are not found.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'auth', element: <AuthRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
