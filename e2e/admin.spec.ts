import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshotBoth } from './support/screenshots';
import { expectDashboard, root, signUpCompanyAdmin } from './support/session';

function row(scope: Page | Locator, name: string) {
  return scope.getByRole('listitem', { name, exact: true });
}

/** Signs this page's context in as root through the API, changing a forced password first. */
async function signInAsRoot(page: Page) {
  const login = await page.request.post('/api/login', { data: { email: root.email(), password: root.password() } });
  expect(login.ok(), await login.text()).toBe(true);
  if (((await login.json()) as { mustChangePassword: boolean }).mustChangePassword) {
    // Only when this file runs alone: the foundation journey normally changes it first.
    const changed = await page.request.post('/api/change-password', {
      data: { currentPassword: root.password(), newPassword: 'root-admin-123' },
    });
    expect(changed.ok(), await changed.text()).toBe(true);
    root.setPassword('root-admin-123');
  }
}

test('a company admin adds, finds, promotes and removes a user, and invites someone who joins by link', async ({
  page,
  browser,
}, testInfo) => {
  const admin = await signUpCompanyAdmin(page, 'Carla');

  // Not root: the root dashboard is closed to a company admin.
  await page.goto('/admin/root');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You need root admin privileges to access this page.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();

  await page.goto('/admin/company');
  await expect(page.getByRole('heading', { name: 'Company Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByLabel('User statistics')).toContainText('Total Users1');
  await expect(row(page, admin.email)).toContainText('You');

  // Add User: every field is required; then the temporary password shows once.
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all fields.');
  const danaEmail = `dana-${Date.now()}@example.com`;
  await dialog.getByLabel('First Name').fill('Dana');
  await dialog.getByLabel('Last Name').fill('Field');
  await dialog.getByLabel('Email').fill(danaEmail);
  await expect(dialog.getByLabel('Role')).toHaveValue('user');
  await dialog.getByRole('button', { name: 'Add User' }).click();
  const password = dialog.getByLabel('Temporary password');
  await expect(password).not.toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Copy Password' })).toBeVisible();
  await screenshotBoth(page, testInfo, 'company-admin-temporary-password');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  const dana = row(page, danaEmail);
  await expect(dana).toBeVisible();
  await expect(page.getByLabel('User statistics')).toContainText('Total Users2');
  await expect(page.getByLabel('User statistics')).toContainText('Regular Users1');

  // Search by full name, and by email.
  const search = page.getByRole('searchbox');
  await search.fill('dana field');
  await expect(page.getByRole('list', { name: 'Company users' }).getByRole('listitem')).toHaveCount(1);
  await expect(dana).toBeVisible();
  await search.fill('nobody-here');
  await expect(page.getByText('No users match your search')).toBeVisible();
  await search.fill(admin.email.toUpperCase());
  await expect(row(page, admin.email)).toBeVisible();
  await expect(dana).toBeHidden();
  await search.fill('');

  // Promote to Admin.
  await dana.getByRole('button', { name: 'Promote to Admin' }).click();
  await expect(page.getByText('Role updated')).toBeVisible();
  await expect(dana.getByText('admin', { exact: true })).toBeVisible();
  await expect(dana.getByRole('button', { name: 'Promote to Admin' })).toHaveCount(0);
  await expect(page.getByLabel('User statistics')).toContainText('Admins2');
  await screenshotBoth(page, testInfo, 'company-admin-users');

  // Edit: the email is read-only, only the role is saved.
  await dana.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByLabel('Email')).toHaveAttribute('readonly', '');
  await edit.getByLabel('Role').selectOption('user');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(dana.getByRole('button', { name: 'Promote to Admin' })).toBeVisible();

  // Remove, after a confirmation.
  await dana.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Dana Field?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('User removed')).toBeVisible();
  await expect(dana).toHaveCount(0);

  // Project Access and Usage Analytics.
  await page.getByRole('tab', { name: 'Project Access' }).click();
  await expect(page.getByText('No projects yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Usage Analytics' }).click();
  await expect(page.getByLabel(/totals$/)).toContainText('Projects0');
  await page.getByRole('button', { name: 'Refresh Usage' }).click();
  await expect(page.getByText('Usage updated')).toBeVisible();
  await expect(page.getByText(/^Last calculated /)).toBeVisible();
  await screenshotBoth(page, testInfo, 'company-admin-usage');

  // Invite someone: the link is shown to copy.
  await page.getByRole('tab', { name: 'Company Users' }).click();
  const niaEmail = `nia-${Date.now()}@example.com`;
  await page.getByLabel('Invite email').fill(niaEmail);
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  const invitation = row(page.getByRole('list', { name: 'Invitations' }), niaEmail);
  await expect(invitation).toBeVisible();
  const link = await invitation.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/^http:\/\/[^/]+\/invite\/\S+$/);
  await screenshotBoth(page, testInfo, 'company-admin-invitations');

  // In a fresh browser, the invitee creates the account and lands signed in at home.
  const context = await browser.newContext();
  try {
    const guest = await context.newPage();
    await guest.goto(link);
    await expect(guest.getByRole('heading', { name: "You're invited" })).toBeVisible();
    await expect(guest.locator('dd', { hasText: 'Carla Networks' })).toBeVisible();
    await expect(guest.getByLabel('Email')).toHaveValue(niaEmail);
    await screenshotBoth(guest, testInfo, 'invitation-sign-in-required');
    await guest.getByLabel('First Name').fill('Nia');
    await guest.getByLabel('Last Name').fill('Okafor');
    await guest.getByLabel('Password', { exact: true }).fill('nia-pass-1');
    await guest.getByLabel('Confirm Password').fill('nia-pass-2');
    await guest.getByRole('button', { name: 'Create account' }).click();
    await expect(guest.getByRole('alert')).toHaveText('Passwords do not match.');
    await guest.getByLabel('Confirm Password').fill('nia-pass-1');
    await guest.getByRole('button', { name: 'Create account' }).click();
    await expect(guest.getByText('You have successfully joined the company.').first()).toBeVisible();
    await expect(guest).toHaveURL(/\/$/);
    await expectDashboard(guest);
    await expect(guest.getByRole('heading', { name: 'Welcome, Nia' })).toBeVisible();

    // The link works once.
    await guest.goto(link);
    await expect(guest.getByRole('heading', { name: 'Invitation Already Used' })).toBeVisible();
    await guest.goto('/invite/no-such-token');
    await expect(guest.getByRole('heading', { name: 'Invitation Not Found' })).toBeVisible();
  } finally {
    await context.close();
  }

  // Back in the admin's browser, Nia is a member now.
  await page.reload();
  await expect(row(page.getByRole('list', { name: 'Company users' }), niaEmail)).toBeVisible();
});

test('root creates a company and an admin in it, freezes and reactivates them, and sees usage', async ({
  page,
  request,
}, testInfo) => {
  await signInAsRoot(page);
  await page.goto('/admin/root');
  await expect(page.getByRole('heading', { name: 'Root Dashboard', level: 1 })).toBeVisible();

  // Add a company: the button waits for a name.
  const company = `Helix Fiber ${Date.now()}`;
  const addCompany = page.getByRole('button', { name: 'Add Company' });
  await expect(addCompany).toBeDisabled();
  await page.getByLabel('Company Name').fill(company);
  await page.getByLabel('Description').fill('Metro fiber installs');
  await addCompany.click();
  await expect(page.getByText('Company created')).toBeVisible();
  const companyRow = row(page.getByRole('list', { name: 'Companies' }), company);
  await expect(companyRow).toContainText('Metro fiber installs');
  await expect(companyRow.locator('code')).toHaveText(/^[0-9a-f-]{8}$/);

  // Edit Desc in a small dialog.
  await companyRow.getByRole('button', { name: 'Edit Desc' }).click();
  const editDesc = page.getByRole('dialog', { name: 'Edit Company Description' });
  await editDesc.getByLabel('Description').fill('Metro and rural fiber installs');
  await editDesc.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company updated')).toBeVisible();
  await expect(companyRow).toContainText('Metro and rural fiber installs');
  await screenshotBoth(page, testInfo, 'root-companies');

  // Admin Users: create an admin in the new company; the temporary password shows once.
  await page.getByRole('tab', { name: 'Admin Users' }).click();
  const create = page.getByRole('button', { name: 'Create User' });
  const email = `helix-admin-${Date.now()}@example.com`;
  await page.getByLabel('First Name').fill('Hana');
  await page.getByLabel('Last Name').fill('Lee');
  await page.getByLabel('Email').fill(email);
  await expect(create).toBeDisabled();
  await page.getByLabel('Role').selectOption('admin');
  await page.getByLabel('Company').selectOption({ label: company });
  await expect(create).toBeEnabled();
  await create.click();
  const temporary = page.getByLabel('Temporary password');
  await expect(temporary).not.toHaveValue('');
  const temporaryPassword = await temporary.inputValue();
  await expect(page.getByRole('button', { name: 'Copy Password' })).toBeVisible();

  // The same email again is refused with its own message.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Role').selectOption('admin');
  await page.getByLabel('Company').selectOption({ label: company });
  await create.click();
  await expect(page.getByText('Email Already Used')).toBeVisible();

  const admin = row(page.getByRole('list', { name: 'Admin users' }), email);
  await expect(admin).toContainText(company);
  await expect(admin.getByText('active', { exact: true })).toBeVisible();
  await screenshotBoth(page, testInfo, 'root-admin-users');

  // Freeze: they cannot sign in until unfrozen.
  await admin.getByRole('button', { name: 'Freeze' }).click();
  const freeze = page.getByRole('alertdialog', { name: 'Freeze Hana Lee?' });
  await expect(freeze).toContainText('They cannot log in until unfrozen');
  await freeze.getByRole('button', { name: 'Freeze' }).click();
  await expect(page.getByText('Status updated')).toBeVisible();
  await expect(admin.getByText('frozen', { exact: true })).toBeVisible();
  const frozenLogin = await request.post('/api/login', { data: { email, password: temporaryPassword } });
  expect(frozenLogin.status()).toBe(403);

  await admin.getByRole('button', { name: 'Activate' }).click();
  await page.getByRole('alertdialog', { name: 'Activate Hana Lee?' }).getByRole('button', { name: 'Activate' }).click();
  await expect(admin.getByText('active', { exact: true })).toBeVisible();
  const activeLogin = await request.post('/api/login', { data: { email, password: temporaryPassword } });
  expect(activeLogin.ok(), await activeLogin.text()).toBe(true);

  // Usage Analytics: every company, with totals and averages.
  await page.getByRole('tab', { name: 'Usage Analytics' }).click();
  await expect(page.getByLabel('All companies totals')).toBeVisible();
  await expect(page.getByLabel('All companies averages')).toContainText('Photos per survey');
  const usage = row(page.getByRole('list', { name: 'Usage by company' }), company);
  await expect(usage).toContainText('Projects0');
  await expect(usage).toContainText('Storage0 Bytes');
  await screenshotBoth(page, testInfo, 'root-usage');

  // Manage: the company's users, invitations and usage in one modal.
  await page.getByRole('tab', { name: 'Companies' }).click();
  await companyRow.getByRole('button', { name: 'Manage' }).click();
  const manage = page.getByRole('dialog', { name: `Manage ${company}` });
  await expect(row(manage, email)).toBeVisible();
  await screenshotBoth(page, testInfo, 'root-manage-company');
  await manage.getByRole('tab', { name: 'Invitations' }).click();
  await expect(manage.getByText('No invitations')).toBeVisible();
  await manage.getByRole('tab', { name: 'Usage & Analytics' }).click();
  await expect(manage.getByRole('button', { name: 'Refresh Usage' })).toBeVisible();
  await manage.getByRole('tab', { name: 'Users & Admins' }).click();

  // Deleting takes a confirmation, then DELETE typed exactly.
  const managed = row(manage, email);
  await managed.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Type DELETE to confirm').fill('delete');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deletion cancelled - confirmation text did not match.')).toBeVisible();
  await expect(managed).toBeVisible();
  await managed.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted')).toBeVisible();
  await expect(managed).toHaveCount(0);
  await manage.getByRole('button', { name: 'Close' }).click();
  await expect(manage).toBeHidden();

  // With no users left the company can go.
  await companyRow.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Company deleted')).toBeVisible();
  await expect(companyRow).toHaveCount(0);
});
