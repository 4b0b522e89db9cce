import { createBrowserRouter } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { NotFoundRoute } from './routes/not-found';
import { RequireUser } from './routes/require-user';
import { RootLayout } from './routes/root-layout';

// The spec's route lists (survey-work §2, administration §2).
// Every screen loads on demand, so a visit downloads the shell and the screen it opens.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }) },
      { path: 'auth', lazy: async () => ({ Component: (await import('./routes/auth')).AuthRoute }) },
      {
        element: <RequireUser />,
        children: [
          {
            path: 'projects',
            lazy: async () => ({ Component: (await import('./routes/projects')).ProjectsRoute }),
          },
          {
            path: 'projects/:projectId',
            lazy: async () => ({ Component: (await import('./routes/project-dashboard')).ProjectDashboardRoute }),
          },
          {
            path: 'projects/:projectId/buildings/new',
            lazy: async () => ({ Component: (await import('./routes/building')).NewBuildingRoute }),
          },
          {
            path: 'projects/:projectId/buildings/:buildingId',
            lazy: async () => ({ Component: (await import('./routes/building')).BuildingRoute }),
          },
          {
            path: 'projects/:projectId/unit-types',
            lazy: async () => ({ Component: (await import('./routes/unit-types')).UnitTypesRoute }),
          },
          {
            path: 'projects/:projectId/survey-types/:surveyType',
            lazy: async () => ({ Component: (await import('./routes/survey-type')).SurveyTypeRoute }),
          },
          {
            path: 'projects/:projectId/surveys/:surveyId',
            lazy: async () => ({ Component: (await import('./routes/survey-editor')).SurveyEditorRoute }),
          },
          {
            path: 'projects/:projectId/review',
            lazy: async () => ({ Component: (await import('./routes/review-queue')).ReviewQueueRoute }),
          },
          {
            path: 'projects/:projectId/site-map',
            lazy: async () => ({ Component: (await import('./routes/site-map')).SiteMapRoute }),
          },
          {
            path: 'projects/:projectId/units/:unitId/floor-plan',
            lazy: async () => ({ Component: (await import('./routes/unit-floor-plan')).UnitFloorPlanRoute }),
          },
          {
            path: 'projects/:projectId/unit-types/:unitTypeId/plan',
            lazy: async () => ({ Component: (await import('./routes/typical-plan')).TypicalPlanRoute }),
          },
          {
            path: 'admin/form-config',
            lazy: async () => ({ Component: (await import('./routes/form-config')).FormConfigRoute }),
          },
          {
            path: 'admin/root',
            lazy: async () => ({ Component: (await import('./routes/root-admin')).RootAdminRoute }),
          },
          {
            path: 'admin/company',
            lazy: async () => ({ Component: (await import('./routes/company-admin')).CompanyAdminRoute }),
          },
        ],
      },
      {
        // Always available: signed out, it explains that signing in comes first.
        path: 'invite/:token',
        lazy: async () => ({ Component: (await import('./routes/invitation')).InvitationRoute }),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
