import { BarChart3, Mail, Users } from 'lucide-react';
import type { Company } from '../../../../common/schemas/admin';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { useCompanyUsers } from '../api/get-company-users';
import { CompanyUsagePanel } from './company-usage-panel';
import { CreateUserForm } from './create-user-form';
import { InvitationsPanel } from './invitations-panel';
import { ListSkeleton, LoadError, EmptyState } from './list-states';
import { ManagedUserList } from './managed-user-list';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';

function CompanyUsersPanel({ company }: { company: Company }) {
  const users = useCompanyUsers(company.id);
  let list;
  if (users.isPending) list = <ListSkeleton rows={2} label="Loading users" />;
  else if (users.isError)
    list = <LoadError title="Failed to fetch company users" error={users.error} onRetry={() => void users.refetch()} />;
  else if (users.data.length === 0) list = <EmptyState icon={<Users aria-hidden="true" />} title="No users in this company yet" />;
  else list = <ManagedUserList users={users.data} label={`Users of ${company.name}`} />;
  return (
    <div className="grid gap-4">
      <section aria-labelledby="manage-create-user" className="grid gap-3 rounded-lg border border-border bg-muted/40 p-4">
        <h3 id="manage-create-user" className="font-semibold">
          Create user in {company.name}
        </h3>
        <CreateUserForm companyId={company.id} />
      </section>
      {list}
    </div>
  );
}

/** Manage: one company's users and admins, invitations, and usage (administration §2). */
export function ManageCompanyDialog({ company, onClose }: { company: Company | null; onClose: () => void }) {
  return (
    <Dialog open={company !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-4xl grid-cols-1 content-start sm:min-h-[60dvh]">
        <DialogHeader>
          <DialogTitle className="break-words">Manage {company?.name}</DialogTitle>
          <DialogDescription>Users, invitations and usage of this company.</DialogDescription>
        </DialogHeader>
        {company && (
          <Tabs defaultValue="users">
            <TabsList aria-label="Company management">
              <TabsTrigger value="users">
                <Users aria-hidden="true" />
                Users &amp; Admins
              </TabsTrigger>
              <TabsTrigger value="invitations">
                <Mail aria-hidden="true" />
                Invitations
              </TabsTrigger>
              <TabsTrigger value="usage">
                <BarChart3 aria-hidden="true" />
                Usage &amp; Analytics
              </TabsTrigger>
            </TabsList>
            <TabsContent value="users">
              <CompanyUsersPanel company={company} />
            </TabsContent>
            <TabsContent value="invitations">
              <InvitationsPanel companyId={company.id} />
            </TabsContent>
            <TabsContent value="usage">
              <CompanyUsagePanel companyId={company.id} />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
