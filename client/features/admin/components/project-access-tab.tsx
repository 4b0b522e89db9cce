import { FolderOpen, KeyRound, Users } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useCompanyUsers } from '../api/get-company-users';
import { useProjects } from '../../../lib/project-reads';
import { displayName } from '../../../lib/person-name';
import { EmptyState, ListSkeleton, LoadError } from './list-states';

const SHOWN_USERS = 4;

/** Project Access: every member of a company works on all its projects (DESIGN §3); assignment comes later. */
export function ProjectAccessTab({ companyId }: { companyId: string }) {
  const projects = useProjects();
  const users = useCompanyUsers(companyId);
  const members = users.data ?? [];

  if (projects.isPending) return <ListSkeleton label="Loading projects" />;
  if (projects.isError)
    return <LoadError title="Failed to fetch projects" error={projects.error} onRetry={() => void projects.refetch()} />;
  if ((projects.data ?? []).length === 0)
    return <EmptyState icon={<FolderOpen aria-hidden="true" />} title="No projects yet">Projects your company creates show here.</EmptyState>;

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">Every member of your company can open every project.</p>
      <ul aria-label="Projects" className="grid gap-3">
        {(projects.data ?? []).map((project) => (
          <li
            key={project.id}
            aria-label={project.name}
            className="grid gap-3 rounded-lg border border-border bg-card p-4 shadow-sm md:grid-cols-[minmax(0,1fr)_auto] md:items-center"
          >
            <div className="min-w-0">
              <h3 className="font-semibold break-words">{project.name}</h3>
              {project.description && <p className="text-sm break-words text-muted-foreground">{project.description}</p>}
              <div className="mt-2 flex flex-wrap items-center gap-1.5 text-sm">
                <span className="inline-flex items-center gap-1 text-muted-foreground">
                  <Users className="size-3.5" aria-hidden="true" />
                  {users.data ? `${members.length} ${members.length === 1 ? 'user' : 'users'}:` : 'Users…'}
                </span>
                {members.slice(0, SHOWN_USERS).map((member) => (
                  <Badge key={member.id} variant="secondary" className="max-w-48 truncate">
                    {displayName(member)}
                  </Badge>
                ))}
                {members.length > SHOWN_USERS && <Badge variant="outline">+{members.length - SHOWN_USERS} more</Badge>}
              </div>
            </div>
            <Button
              variant="outline"
              onClick={() =>
                toast({ title: 'Coming Soon', description: 'Project assignment functionality will be added in the next update.' })
              }
            >
              <KeyRound aria-hidden="true" />
              Manage Access
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
