import { Link } from 'react-router';
import { ArrowLeft, ListChecks } from 'lucide-react';
import { LOCATION_TYPES, LOCATION_TYPE_INFO, type LocationType } from '../../../../common/survey/location-types';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { LOCATION_TYPE_ICONS } from './location-type-icon';

export interface SurveyTypePickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: string;
  projectName: string;
  totalLocations: number | undefined;
  /** 'Skip to Summary': close and take the user to the location list. */
  onSkipToSummary: () => void;
  /** Where focus goes on close; the dashboard sends it to the list after Skip to Summary. */
  onCloseAutoFocus?: (event: Event) => void;
  /**
   * A tile creates a location of its type and opens its form (issue 15), composed in by the app;
   * without it a tile opens the type's page. The site map always opens its page (one per project).
   */
  onCreateLocation?: (type: LocationType) => void;
  /** A location is being created: the tiles wait. */
  creating?: boolean;
}

/** Choose Survey Type (survey-work §2): the eight location types as tiles; site map in green. A tile starts a location in one tap. */
export function SurveyTypePicker({
  open,
  onOpenChange,
  projectId,
  projectName,
  totalLocations,
  onSkipToSummary,
  onCloseAutoFocus,
  onCreateLocation,
  creating = false,
}: SurveyTypePickerProps) {
  const count = totalLocations ?? 0;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Choose Survey Type</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-all text-foreground">{projectName}</span>
            <Badge variant="soft">{count === 1 ? '1 location' : `${count} locations`}</Badge>
          </DialogDescription>
        </DialogHeader>

        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Survey types">
          {LOCATION_TYPES.map((type) => {
            const info = LOCATION_TYPE_INFO[type];
            const Icon = LOCATION_TYPE_ICONS[type];
            const siteMap = type === 'site-map';
            const tileClass = cn(
              'flex h-full min-h-14 w-full items-center gap-3 rounded-lg border px-3 py-2 text-left transition-colors sm:min-h-16 sm:py-3',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-60',
              siteMap
                ? 'border-green-300 bg-green-50 hover:border-green-500 hover:bg-green-100'
                : 'border-border bg-card hover:border-blue-300 hover:bg-primary-soft/60',
            );
            const content = (
              <>
                <span
                  className={cn(
                    'flex size-9 shrink-0 items-center justify-center rounded-md sm:size-10',
                    siteMap ? 'bg-green-600 text-white' : 'bg-primary-soft text-primary',
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="min-w-0">
                  <span className={cn('block font-semibold', siteMap && 'text-green-900')}>{info.tileTitle}</span>
                  {info.tileSubtitle && (
                    <span className={cn('block text-sm', siteMap ? 'text-green-800' : 'text-muted-foreground')}>({info.tileSubtitle})</span>
                  )}
                </span>
              </>
            );
            return (
              <li key={type}>
                {onCreateLocation && !siteMap ? (
                  <button type="button" disabled={creating} onClick={() => onCreateLocation(type)} className={tileClass}>
                    {content}
                  </button>
                ) : (
                  <Link to={`/projects/${projectId}/survey-types/${type}`} className={tileClass}>
                    {content}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>

        {/* Side by side even on phones, so all eight tiles and both buttons fit one screen. */}
        <div className="grid grid-cols-2 gap-2 sm:flex sm:justify-between">
          <Button asChild variant="outline" className="px-2 max-sm:[&_svg]:hidden sm:px-4">
            <Link to="/projects">
              <ArrowLeft aria-hidden="true" />
              Back to Projects
            </Link>
          </Button>
          <Button variant="secondary" onClick={onSkipToSummary} className="px-2 max-sm:[&_svg]:hidden sm:px-4">
            <ListChecks aria-hidden="true" />
            Skip to Summary
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
