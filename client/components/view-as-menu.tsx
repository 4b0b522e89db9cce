import { Eye } from 'lucide-react';
import { useViewAs } from '../lib/session';
import { lazyPopup } from './deferred-popup';
import { Badge } from './ui/badge';
import { Button } from './ui/button';

const DeferredViewAsDropdown = lazyPopup('menu', async () => (await import('./view-as-dropdown')).ViewAsDropdown);

/** Root only: switch what the client shows between root, admin and user. Renders nothing for others. */
export function ViewAsMenu() {
  const { canViewAs, viewAs, setViewAs } = useViewAs();
  if (!canViewAs) return null;
  return (
    <DeferredViewAsDropdown
      viewAs={viewAs}
      setViewAs={setViewAs}
      trigger={
        <Button variant="outline">
          <Eye aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">View As</span>
        </Button>
      }
    />
  );
}

/** The destructive badge shown while root views the app as another role. */
export function ViewingAsBadge() {
  const { viewAs } = useViewAs();
  if (viewAs === null) return null;
  return (
    <Badge variant="destructive">
      <Eye aria-hidden="true" />
      Viewing as {viewAs}
    </Badge>
  );
}
