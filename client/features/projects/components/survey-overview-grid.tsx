import { Link } from 'react-router';
import { LOCATION_TYPES, LOCATION_TYPE_INFO } from '../../../../common/survey/location-types';
import { cn } from '../../../lib/cn';
import type { OverviewCount } from '../model/location-summary';
import { LOCATION_TYPE_ICONS } from './location-type-icon';

/**
 * The eight type cards of the project dashboard; each opens its survey-type page. The cards work
 * at once; only their counts wait for the surveys (undefined: still loading).
 */
export function SurveyOverviewGrid({ projectId, counts }: { projectId: string; counts: OverviewCount[] | undefined }) {
  const items = counts ?? LOCATION_TYPES.map((type) => ({ type, label: 'Loading...' }));
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-busy={counts === undefined}>
      {items.map(({ type, label }) => {
        const Icon = LOCATION_TYPE_ICONS[type];
        const siteMap = type === 'site-map';
        return (
          <li key={type}>
            <Link
              to={`/projects/${projectId}/survey-types/${type}`}
              title={LOCATION_TYPE_INFO[type].title}
              className={cn(
                'flex h-full min-h-28 flex-col items-center justify-center gap-2 rounded-lg border bg-card p-3 text-center shadow-sm transition-colors xl:px-2',
                'hover:border-blue-300 hover:bg-primary-soft/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
                siteMap && 'border-green-200 bg-green-50 hover:border-green-400 hover:bg-green-100',
              )}
            >
              <span
                className={cn(
                  'flex size-10 items-center justify-center rounded-md',
                  siteMap ? 'bg-green-600 text-white' : 'bg-primary-soft text-primary',
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="text-sm font-bold tracking-tight xl:text-[0.8125rem]">{type.toUpperCase()}</span>
              <span className={cn('text-xs font-medium', siteMap ? 'text-green-800' : 'text-muted-foreground')}>{label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
