import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { completeDefaultForm } from './support/forms';
import { screenshotBoth } from './support/screenshots';
import { signUpCompanyAdmin } from './support/session';

// Issue 16: an admin adds a webhook on the company dashboard (its secret shown once), a location
// is completed, and the delivery reaches the company's receiver, signed, and shows in the log.

test('a webhook added on the company dashboard receives a completed location, signed, and logs it', async ({ page }, testInfo) => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/riser`;

  try {
    await signUpCompanyAdmin(page, 'Wes');
    const project = await page.request.post('/api/projects', { data: { name: 'Linden Park' } });
    expect(project.ok()).toBe(true);
    const projectId = ((await project.json()) as { id: string }).id;

    await page.goto('/admin/company');
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await expect(page.getByText('No webhooks yet.')).toBeVisible();
    await page.getByLabel('URL', { exact: true }).fill(url);
    await page.getByRole('checkbox', { name: 'Photo added' }).check();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const shown = page.getByRole('region', { name: 'New webhook secret' });
    await expect(shown).toContainText('it is not shown again');
    const secret = await shown.getByLabel(`Secret for ${url}`).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await expect(page.getByText('No deliveries yet.')).toBeVisible();
    await expect(page.getByText('1 of 20 webhooks')).toBeVisible();

    // A surveyor completes a location.
    const survey = await page.request.post(`/api/projects/${projectId}/surveys`, { data: { locationType: 'mdf' } });
    expect(survey.ok()).toBe(true);
    const surveyId = ((await survey.json()) as { id: string }).id;
    const done = await page.request.patch(`/api/surveys/${surveyId}`, { data: { formData: completeDefaultForm('mdf'), isCompleted: true } });
    expect(done.ok(), await done.text()).toBe(true);

    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    const [delivery] = received;
    expect(delivery!.headers['x-riser-event']).toBe('location.completed');
    const { t, v1 } = Object.fromEntries(String(delivery!.headers['x-riser-signature']).split(',').map((part) => part.split('=') as [string, string]));
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${delivery!.body}`).digest('hex'));
    expect(JSON.parse(delivery!.body)).toMatchObject({ event: 'location.completed', data: { projectId, locationId: surveyId } });

    // The log shows it (the list refreshes itself).
    await page.reload();
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    const log = page.getByRole('list', { name: `Deliveries to ${url}` });
    await expect(log.getByText('Delivered')).toBeVisible();
    await expect(log).toContainText('Location completed');
    await expect(log).toContainText('1 attempt · last answer 200');
    await screenshotBoth(page, testInfo, 'webhooks');

    // Sent again on demand.
    await log.getByRole('button', { name: /^Redeliver Location completed/ }).click();
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(2);
    expect(received[1]!.headers['x-riser-delivery']).toBe(delivery!.headers['x-riser-delivery']);

    // Deleting asks first.
    await page.getByRole('button', { name: `Delete webhook ${url}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No webhooks yet.')).toBeVisible();

    // A company has 20 hooks at most (issue 23): at the cap, the form says so and adds none.
    for (let n = 0; n < 20; n++) {
      const made = await page.request.post('/api/admin/webhooks', { data: { url, events: ['project.completed'] } });
      expect(made.status()).toBe(201);
    }
    const refused = await page.request.post('/api/admin/webhooks', { data: { url, events: ['project.completed'] } });
    expect(refused.status()).toBe(409);
    await page.reload();
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await expect(page.getByText('20 of 20 webhooks')).toBeVisible();
    await expect(page.getByText('the most it may have: delete one to add another')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add webhook' })).toBeDisabled();
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
