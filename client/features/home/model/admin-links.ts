import type { Abilities } from '../../../../common/schemas/users';

export type AdminScreen = 'form-config' | 'root' | 'company';

export interface AdminLink {
  screen: AdminScreen;
  to: string;
  title: string;
  description: string;
}

/**
 * The administration screens the user may open, by the abilities the server sent (survey-work §6,
 * administration §2): Form Configuration for those who edit templates, the Root Dashboard for
 * those who administer every company, the Company Dashboard for those who administer their own.
 */
export function adminLinksFor(abilities: Abilities): AdminLink[] {
  const links: AdminLink[] = [];
  if (abilities.editTemplates) {
    links.push({
      screen: 'form-config',
      to: '/admin/form-config',
      title: 'Form Configuration',
      description: 'Customize the survey form for each location type.',
    });
  }
  if (abilities.administerAllCompanies) {
    links.push({
      screen: 'root',
      to: '/admin/root',
      title: 'Root Dashboard',
      description: 'Companies, admin users and usage analytics.',
    });
  }
  if (abilities.administerOwnCompany) {
    links.push({
      screen: 'company',
      to: '/admin/company',
      title: 'Company Dashboard',
      description: "Your company's users, project access and usage.",
    });
  }
  return links;
}
