import { useState } from 'react';
import { Building2 } from 'lucide-react';
import type { Company } from '../../../../common/schemas/admin';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { useCompanies } from '../api/get-companies';
import { useDeleteCompany } from '../api/delete-company';
import { AddCompanyForm } from './add-company-form';
import { CompanyList } from './company-list';
import { EditCompanyDialog, type CompanyField } from './edit-company-dialog';
import { EmptyState, ListSkeleton, LoadError } from './list-states';
import { ManageCompanyDialog } from './manage-company-dialog';
import { TypeDeleteDialog } from './type-delete-dialog';

/** Root's Companies tab: add, list, rename, describe, delete and manage. */
export function CompaniesTab() {
  const companies = useCompanies();
  const deleteCompany = useDeleteCompany();
  const [editing, setEditing] = useState<{ company: Company; field: CompanyField } | null>(null);
  const [deleting, setDeleting] = useState<Company | null>(null);
  const [managing, setManaging] = useState<Company | null>(null);

  function remove(company: Company) {
    deleteCompany.mutate(
      { companyId: company.id },
      {
        onSuccess: () => toast({ title: 'Company deleted', description: company.name }),
        onError: (error) =>
          toast({ title: 'Error', description: getErrorMessage(error, 'Failed to delete company.'), variant: 'destructive' }),
      },
    );
  }

  let list;
  if (companies.isPending) list = <ListSkeleton label="Loading companies" />;
  else if (companies.isError)
    list = <LoadError title="Failed to fetch companies" error={companies.error} onRetry={() => void companies.refetch()} />;
  else if (companies.data.length === 0)
    list = <EmptyState icon={<Building2 aria-hidden="true" />} title="No companies yet">Add the first one above.</EmptyState>;
  else
    list = (
      <CompanyList
        companies={companies.data}
        onEdit={(company, field) => setEditing({ company, field })}
        onDelete={setDeleting}
        onManage={setManaging}
      />
    );

  return (
    <div className="grid gap-6">
      <AddCompanyForm />
      <section aria-labelledby="companies-heading" className="grid gap-3">
        <h2 id="companies-heading" className="text-lg font-semibold tracking-tight">
          Companies{companies.data ? ` (${companies.data.length})` : ''}
        </h2>
        {list}
      </section>
      <EditCompanyDialog
        key={editing ? `${editing.company.id}-${editing.field}` : 'none'}
        editing={editing}
        onClose={() => setEditing(null)}
      />
      <TypeDeleteDialog
        subject={deleting ? `company ${deleting.name}` : null}
        description="The company is removed for good. A company that still has users cannot be deleted."
        onClose={() => setDeleting(null)}
        onConfirmed={() => deleting && remove(deleting)}
      />
      <ManageCompanyDialog company={managing} onClose={() => setManaging(null)} />
    </div>
  );
}
