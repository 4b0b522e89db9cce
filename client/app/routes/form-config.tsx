import { useSearchParams } from 'react-router';
import { isLocationType, type LocationType } from '../../../common/survey/location-types';
import { AppHeader } from '../../components/app-header';
import { useCurrentUser, useViewAs } from '../../lib/session';
import { AccessDenied } from '../../components/access-denied';
import { TemplateEditorPage } from '../../features/templates/components/template-editor-page';

/**
 * /admin/form-config: the survey template editor, for whoever edits templates (administration §2;
 * the guard follows View As). '?type=' keeps the chosen location type across reloads.
 */
export function FormConfigRoute() {
  const { user } = useCurrentUser();
  const { abilities } = useViewAs();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('type') ?? '';
  const locationType: LocationType = isLocationType(requested) ? requested : 'property';

  return (
    <>
      <title>Form Configuration · Riser</title>
      <AppHeader />
      {abilities.editTemplates && user ? (
        <TemplateEditorPage
          // What a save does is the server's call, made on the real role (View As only changes the
          // view): each template says whether a save versions it, and a new one goes to the company.
          editor={{ companyId: user.companyId }}
          locationType={locationType}
          onLocationTypeChange={(type) =>
            setSearchParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set('type', type);
                return next;
              },
              { replace: true },
            )
          }
        />
      ) : (
        <AccessDenied message="You need admin privileges to access this page." />
      )}
    </>
  );
}
