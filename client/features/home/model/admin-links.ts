import type { Role, User } from '../../../../common/schemas/users';

export type AdminScreen = 'form-config' | 'root' | 'company';

export interface AdminLink {
  screen: AdminScreen;
  to: string;
  title: string;
  description: string;
}

/**
 * The administration screens the effective role may open (survey-work §6, administration §2):
 * admin and root get Form Configuration, root the Root Dashboard, an admin with a company the
 * Company Dashboard.
 */
export function adminLinksFor(effectiveRole: Role, user: Pick<User, 'companyId'>): AdminLink[] {
  const links: AdminLink[] = [];
  if (effectiveRole === 'admin' || effectiveRole === 'root') {
    links.push({
      screen: 'form-config',
      to: '/admin/form-config',
      title: 'Form Configuration',
      description: 'Customize the survey form for each location type.',
    });
  }
  if (effectiveRole === 'root') {
    links.push({
      screen: 'root',
      to: '/admin/root',
      title: 'Root Dashboard',
      description: 'Companies, admin users and usage analytics.',
    });
  }
  if (effectiveRole === 'admin' && user.companyId) {
    links.push({
      screen: 'company',
      to: '/admin/company',
      title: 'Company Dashboard',
      description: "Your company's users, project access and usage.",
    });
  }
  return links;
}
