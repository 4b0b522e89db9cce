import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { newId } from '../../../lib/new-id';
import { useProject, useProjectBuildings, useProjectSurveys, useProjectUnitTypes } from '../../../lib/project-reads';
import { useCreateBuilding, useDeleteBuilding, useUpdateBuilding } from '../api/building-writes';
import { BuildingForm } from './building-form';
import { UnitsStep } from './units-step';
import { buildingTitle } from '../model/property-dashboard';

/**
 * '/projects/:projectId/buildings/new' and '/projects/:projectId/buildings/:buildingId': a
 * building's name and floors, then its Units step. A new building goes straight on to its units.
 */
export function BuildingPage({ projectId, buildingId }: { projectId: string; buildingId: string | null }) {
  const navigate = useNavigate();
  const project = useProject(projectId);
  const buildings = useProjectBuildings(projectId);
  const unitTypes = useProjectUnitTypes(projectId);
  const surveys = useProjectSurveys(projectId);
  const createBuilding = useCreateBuilding(projectId);
  const updateBuilding = useUpdateBuilding(projectId);
  const deleteBuilding = useDeleteBuilding(projectId);
  const [serverError, setServerError] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const dashboard = `/projects/${projectId}`;

  const building = buildingId ? buildings.data?.find((candidate) => candidate.id === buildingId) : undefined;
  const unitsHere = building ? (surveys.data ?? []).filter((survey) => survey.buildingId === building.id && survey.locationType === 'unit' && !survey.isTypicalPlan) : [];
  const inBuilding = building ? (surveys.data ?? []).filter((survey) => survey.buildingId === building.id).length : 0;

  function save(value: { name: string; lowestFloor: number; highestFloor: number }) {
    setServerError(null);
    if (!buildingId) {
      const id = newId();
      createBuilding.mutate(
        { id, ...value },
        {
          onSuccess: () => void navigate(`${dashboard}/buildings/${id}`, { replace: true }),
          onError: (error) => setServerError(getErrorMessage(error, 'The building could not be added. Please try again.')),
        },
      );
      return;
    }
    if (!building) return;
    const changes = {
      ...(value.name !== building.name ? { name: value.name } : {}),
      ...(value.lowestFloor !== building.lowestFloor ? { lowestFloor: value.lowestFloor } : {}),
      ...(value.highestFloor !== building.highestFloor ? { highestFloor: value.highestFloor } : {}),
    };
    if (Object.keys(changes).length === 0) return;
    updateBuilding.mutate(
      { id: building.id, changes, name: value.name },
      {
        onSuccess: () => toast({ title: 'Building saved', description: value.name }),
        onError: (error) => setServerError(getErrorMessage(error, 'The building could not be saved. Please try again.')),
      },
    );
  }

  function remove() {
    if (!building) return;
    setDeleteError(null);
    deleteBuilding.mutate(
      { id: building.id, name: building.name },
      {
        onSuccess: () => {
          toast({ title: 'Building deleted', description: building.name });
          void navigate(dashboard);
        },
        // 409 BUILDING_IN_USE: the server's sentence says how many locations are in it.
        onError: (error) => setDeleteError(getErrorMessage(error, 'The building could not be deleted. Please try again.')),
      },
    );
  }

  const title = buildingId ? (building ? buildingTitle(building.name) : 'Building') : 'Add a building';
  return (
    <main className="mx-auto grid w-full max-w-3xl flex-1 grid-cols-1 content-start gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <title>{`${title} · ${project.data?.name ?? 'Project'} · Riser`}</title>
      <Button asChild variant="ghost" className="-ml-3 w-fit max-w-full">
        <Link to={dashboard}>
          <ArrowLeft aria-hidden="true" />
          <span className="truncate">Back to {project.data?.name ?? 'the project'}</span>
        </Link>
      </Button>
      <h1 className="text-2xl font-bold tracking-tight break-words">{title}</h1>

      {buildingId && !building && (buildings.isPending ? <p role="status">Loading the building...</p> : <p>This building is not in the project (it may have been deleted).</p>)}

      {(!buildingId || building) && (
        <BuildingFormBlock
          key={building?.id ?? 'new'}
          building={building}
          pending={createBuilding.isPending || updateBuilding.isPending}
          serverError={serverError}
          onSubmit={save}
        />
      )}

      {building && (
        <>
          <p className="text-sm text-muted-foreground" data-testid="building-unit-count">
            {unitsHere.length === 0 ? 'No units yet.' : `${unitsHere.length} ${unitsHere.length === 1 ? 'unit' : 'units'} in this building.`}
            {building.floorsFollowAnswers && ' Its floors come from the answers: set them above to make them fixed.'}
          </p>
          <UnitsStep
            projectId={projectId}
            building={building}
            buildings={buildings.data ?? []}
            unitTypes={unitTypes.data ?? []}
            surveys={surveys.data ?? []}
            onCreated={() => void navigate(dashboard)}
          />
          <section aria-labelledby="danger-heading" className="grid gap-2 border-t pt-4">
            <h2 id="danger-heading" className="sr-only">
              Delete the building
            </h2>
            <ConfirmDialog
              trigger={
                <Button variant="outline" className="w-full text-destructive sm:w-fit">
                  <Trash2 aria-hidden="true" />
                  Delete building
                </Button>
              }
              title={`Delete ${buildingTitle(building.name)}?`}
              description={
                inBuilding > 0
                  ? `${inBuilding} ${inBuilding === 1 ? 'location is' : 'locations are'} in it: the server refuses until they are moved or deleted.`
                  : 'It has no locations. This cannot be undone.'
              }
              confirmLabel="Delete building"
              onConfirm={remove}
            />
            {deleteError && (
              <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
                {deleteError}
              </p>
            )}
          </section>
        </>
      )}
    </main>
  );
}

function BuildingFormBlock({
  building,
  pending,
  serverError,
  onSubmit,
}: {
  building: { name: string; lowestFloor: number; highestFloor: number } | undefined;
  pending: boolean;
  serverError: string | null;
  onSubmit: (value: { name: string; lowestFloor: number; highestFloor: number }) => void;
}) {
  return (
    <BuildingForm
      initial={building ? { name: building.name, lowestFloor: String(building.lowestFloor), highestFloor: String(building.highestFloor) } : { name: '', lowestFloor: '1', highestFloor: '' }}
      submitLabel={building ? 'Save building' : 'Add building'}
      pending={pending}
      serverError={serverError}
      onSubmit={onSubmit}
    />
  );
}
