import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adminQueries } from '../features/admin/api/admin-queries';
import { mayReview } from '../features/surveys/model/review-status';
import { displayName, type NamedPerson } from '../lib/person-name';
import { useProject } from '../lib/project-reads';
import { useViewAs } from '../lib/session';

/**
 * The people of a project's company whom the office may assign its locations and buildings to
 * (DESIGN §16): active users, by name. Undefined for those who do not assign (surveyors).
 */
export function useAssignablePeople(projectId: string): NamedPerson[] | undefined {
  const { abilities } = useViewAs();
  const assigns = mayReview(abilities);
  const companyId = useProject(projectId).data?.companyId;
  const users = useQuery({ ...adminQueries.companyUsers(companyId ?? ''), enabled: assigns && companyId !== undefined });
  return useMemo(
    () =>
      assigns && users.data
        ? users.data
            .filter((user) => user.status === 'active')
            .map((user) => ({ id: user.id, name: displayName(user) }))
            .sort((a, b) => a.name.localeCompare(b.name))
        : undefined,
    [assigns, users.data],
  );
}
