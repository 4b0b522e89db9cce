import { Building2, CalendarDays, FileText, Pencil, Settings2, Trash2 } from 'lucide-react';
import type { Company } from '../../../../common/schemas/admin';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/dates';
import { shortId } from '../model/user-search';
import type { CompanyField } from './edit-company-dialog';

export interface CompanyListProps {
  companies: Company[];
  onEdit: (company: Company, field: CompanyField) => void;
  onDelete: (company: Company) => void;
  onManage: (company: Company) => void;
}

/** Root's companies: a card each on a phone, a row each on a wide screen. */
export function CompanyList({ companies, onEdit, onDelete, onManage }: CompanyListProps) {
  return (
    <ul aria-label="Companies" className="grid gap-3">
      {companies.map((company) => (
        <li
          key={company.id}
          aria-label={company.name}
          className="grid gap-3 rounded-lg border border-border bg-card p-4 shadow-sm lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center"
        >
          <div className="flex min-w-0 items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary">
              <Building2 className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold break-words">{company.name}</h3>
              <p className="text-sm break-words text-muted-foreground">{company.description || 'No description'}</p>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                <span className="inline-flex items-center gap-1">
                  <CalendarDays className="size-3.5" aria-hidden="true" />
                  Created {formatDate(company.createdAt)}
                </span>
                <span>
                  ID <code className="rounded bg-muted px-1 py-0.5 font-mono" title={company.id}>{shortId(company.id)}</code>
                </span>
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2 lg:justify-end [&>*]:grow sm:[&>*]:grow-0">
            <Button variant="outline" size="sm" className="min-h-11" onClick={() => onEdit(company, 'name')}>
              <Pencil aria-hidden="true" />
              Edit Name
            </Button>
            <Button variant="outline" size="sm" className="min-h-11" onClick={() => onEdit(company, 'description')}>
              <FileText aria-hidden="true" />
              Edit Desc
            </Button>
            <Button size="sm" className="min-h-11" onClick={() => onManage(company)}>
              <Settings2 aria-hidden="true" />
              Manage
            </Button>
            <Button variant="destructive" size="sm" className="min-h-11" onClick={() => onDelete(company)}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
