import type { AdminUser } from '../../../common/schemas/admin';
import { presentAccount } from '../accounts/user.presenter';
import type { AdminUserRow } from './admin-users.repo';

export function presentAdminUser(row: AdminUserRow): AdminUser {
  return { ...presentAccount(row), companyName: row.companyName };
}
