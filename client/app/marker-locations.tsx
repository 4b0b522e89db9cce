import { Loader2, Plus } from 'lucide-react';
import type { LocationType } from '../../common/survey/location-types';
import { Button } from '../components/ui/button';
import { toast } from '../components/ui/use-toast';
import type { CreateLocationRequest, RenderCreateLocation } from '../features/markup/components/marker-details';
import { useCreateLocation } from '../features/surveys/hooks/use-create-location';

// A site-map marker stands for a location (issue 13): the markup editor's card asks for a new one,
// the surveys feature makes it as Create New Location does. Features never import each other, so
// they meet here.

/** The markup editor's renderCreateLocation for a project's site map. */
export function createLocationRenderer(projectId: string): RenderCreateLocation {
  return function renderCreateLocation(request: CreateLocationRequest) {
    return <CreateLinkedLocationButton key={request.locationType} projectId={projectId} {...request} />;
  };
}

function CreateLinkedLocationButton({ projectId, locationType, label, onCreated }: CreateLocationRequest & { projectId: string; locationType: LocationType }) {
  const { create, isPending } = useCreateLocation(projectId, locationType);
  return (
    <Button
      variant="outline"
      className="w-full min-w-0"
      disabled={isPending}
      onClick={() =>
        // Linked at once: the location is made on the device first and sent when it can be.
        onCreated(create({ onError: () => toast({ title: 'Error', description: 'The new location could not be created.', variant: 'destructive' }) }))
      }
    >
      {isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
      <span className="truncate">{label}</span>
    </Button>
  );
}
