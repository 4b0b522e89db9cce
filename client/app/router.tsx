import { createBrowserRouter } from 'react-router';
import { AuthRoute } from './routes/auth';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { ProjectDashboardRoute } from './routes/project-dashboard';
import { ProjectsRoute } from './routes/projects';
import { RequireUser } from './routes/require-user';
import { RootLayout } from './routes/root-layout';
import { SiteMapRoute } from './routes/site-map';
import { SurveyEditorRoute } from './routes/survey-editor';
import { SurveyTypeRoute } from './routes/survey-type';
import { UnitFloorPlanRoute } from './routes/unit-floor-plan';

// The spec's route list (survey-work §2). Admin screens and /invite/:token come with their issue.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'auth', element: <AuthRoute /> },
      {
        element: <RequireUser />,
        children: [
          { path: 'projects', element: <ProjectsRoute /> },
          { path: 'projects/:projectId', element: <ProjectDashboardRoute /> },
          { path: 'projects/:projectId/survey-types/:surveyType', element: <SurveyTypeRoute /> },
          { path: 'projects/:projectId/surveys/:surveyId', element: <SurveyEditorRoute /> },
          { path: 'projects/:projectId/site-map', element: <SiteMapRoute /> },
          { path: 'projects/:projectId/units/:unitId/floor-plan', element: <UnitFloorPlanRoute /> },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
