import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { DESKTOP, PHONE, screenshotBoth } from './support/screenshots';
import { signUpCompanyAdmin } from './support/session';

// Issue 15: an admin builds a template with a condition and a repeat group in Form
// Configuration, saves it as a new version, and moves it out and back in as JSON.

function fieldRow(page: Page, label: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${label}\\b`) }) });
}

async function fieldLabels(page: Page) {
  return page.getByRole('table', { name: 'Template fields' }).getByRole('rowheader').locator('span:first-child').allTextContents();
}

/**
 * A dialog at phone and desktop size, as the screen shows it (a full-page shot would stretch the
 * page behind it), scrolled so `part` is in view.
 */
async function screenshotDialog(page: Page, testInfo: TestInfo, name: string, part: Locator) {
  for (const [label, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await part.scrollIntoViewIfNeeded();
    const file = path.join('test-results', 'screenshots', `${name}-${label}.png`);
    await page.screenshot({ path: file });
    await testInfo.attach(`${name}-${label}`, { path: file, contentType: 'image/png' });
  }
}

interface SavedField {
  name: string;
  label: string;
  type: string;
  options?: string[];
  visibleWhen?: object;
  fields?: SavedField[];
  minItems?: number;
  maxItems?: number;
  min?: number;
}

test('an admin builds an MDF template with a condition and a repeat group, and exports and imports it as JSON', async ({ page }, testInfo) => {
  await signUpCompanyAdmin(page, 'Cora');
  await page.goto('/admin/form-config');
  await page.getByLabel('Location Type').selectOption({ label: 'Main Distribution Frame (MDF)' });
  await expect(page.getByRole('heading', { name: 'MDF Survey', level: 2 })).toBeVisible();
  const defaults = await fieldLabels(page);

  // A select 'Riser present', Yes or No.
  await page.getByRole('button', { name: 'Add Field' }).click();
  let add = page.getByRole('dialog', { name: 'Add Field' });
  await add.getByLabel('Label').fill('Riser present');
  await add.getByLabel('Field Type').selectOption({ label: 'Select (dropdown)' });
  await add.getByLabel('Options').fill('Yes\nNo');
  await add.getByLabel('Required field').check();
  await add.getByRole('button', { name: 'Add Field' }).click();
  await expect(add).toHaveCount(0);

  // A text 'Riser size' shown only when Riser present is Yes.
  await page.getByRole('button', { name: 'Add Field' }).click();
  add = page.getByRole('dialog', { name: 'Add Field' });
  await add.getByLabel('Label').fill('Riser size');
  await add.getByLabel('Help text').fill('Inside width of the sleeve, in inches');
  await add.getByLabel('Show only when', { exact: true }).selectOption({ label: 'Riser present' });
  await expect(add.getByLabel('Rule')).toHaveValue('equals');
  // The controlling select's options are offered as the value.
  await expect(add.getByLabel('Value').locator('option')).toHaveText(['Yes', 'No']);
  await add.getByLabel('Value').selectOption('Yes');
  await screenshotDialog(page, testInfo, 'template-conditions-dialog', add.getByRole('group', { name: 'Show only when…' }));
  await add.getByRole('button', { name: 'Add Field' }).click();
  await expect(add).toHaveCount(0);
  await expect(fieldRow(page, 'Riser size')).toContainText('Shows when Riser present is Yes');

  // A repeat group 'Cables' with its own fields Type (select) and Count (number).
  await page.getByRole('button', { name: 'Add Field' }).click();
  add = page.getByRole('dialog', { name: 'Add Field' });
  await add.getByLabel('Label').fill('Cables');
  await add.getByLabel('Field Type').selectOption({ label: 'Repeat group' });
  await add.getByLabel('Fewest items').fill('1');
  await add.getByLabel('Most items').fill('10');
  // A group without fields is refused.
  await add.getByRole('button', { name: 'Add Field', exact: true }).click();
  await expect(add.getByText('Add at least one field to the group.')).toBeVisible();
  await expect(add.getByRole('button', { name: 'Add field to group' })).toBeFocused();

  await add.getByRole('button', { name: 'Add field to group' }).click();
  let sub = page.getByRole('dialog', { name: 'Add Field to Cables' });
  await sub.getByLabel('Label').fill('Type');
  const subTypes = await sub.getByLabel('Field Type').locator('option').allTextContents();
  expect(subTypes).not.toContain('Repeat group');
  expect(subTypes).not.toContain('Photos');
  await sub.getByLabel('Field Type').selectOption({ label: 'Select (dropdown)' });
  await sub.getByLabel('Options').fill('Cat6\nFiber\nCoax');
  await sub.getByRole('button', { name: 'Add Field' }).click();
  await expect(sub).toHaveCount(0);

  await add.getByRole('button', { name: 'Add field to group' }).click();
  sub = page.getByRole('dialog', { name: 'Add Field to Cables' });
  await sub.getByLabel('Label').fill('Count');
  await sub.getByLabel('Field Type').selectOption({ label: 'Number' });
  await sub.getByLabel('Minimum').fill('0');
  await sub.getByRole('button', { name: 'Add Field' }).click();
  await expect(sub).toHaveCount(0);
  const groupFields = add.getByRole('list', { name: 'Fields in each item' }).getByRole('listitem');
  await expect(groupFields).toHaveCount(2);
  await expect(groupFields.nth(0)).toContainText('Type');
  await expect(groupFields.nth(1)).toContainText('Count');
  await expect(add.getByText('Add at least one field to the group.')).toHaveCount(0);
  await screenshotDialog(page, testInfo, 'template-conditions-repeat-dialog', add.getByRole('button', { name: 'Add field to group' }));
  await add.getByRole('button', { name: 'Add Field', exact: true }).click();
  await expect(add).toHaveCount(0);
  await expect(fieldRow(page, 'Cables')).toContainText('Repeat group');
  await expect(fieldRow(page, 'Cables')).toContainText('Repeat: 2 fields, 1–10 items');
  expect((await fieldLabels(page)).slice(-3)).toEqual(['Riser present', 'Riser size', 'Cables']);

  // Editing keeps every property: the condition and the help come back as they were.
  await page.getByRole('button', { name: 'Edit Riser size' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Field' });
  await expect(edit.getByLabel('Show only when', { exact: true })).toHaveValue('riserPresent');
  await expect(edit.getByLabel('Value')).toHaveValue('Yes');
  await expect(edit.getByLabel('Help text')).toHaveValue('Inside width of the sleeve, in inches');
  await edit.getByRole('button', { name: 'Update Field' }).click();
  await expect(edit).toHaveCount(0);

  // Removing the field a condition names says so first.
  await page.getByRole('button', { name: 'Remove Riser present' }).click();
  const confirmRemove = page.getByRole('alertdialog', { name: 'Remove field?' });
  await expect(confirmRemove).toContainText('“Riser size” depends on it (Show only when…): change that condition before saving.');
  await confirmRemove.getByRole('button', { name: 'Cancel' }).click();

  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBoth(page, testInfo, 'template-conditions-list');

  // Save: the company's own template, read back from the API with its condition and group.
  const saving = page.waitForResponse((r) => r.url().endsWith('/api/survey-templates') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const saved = await saving;
  expect(saved.status()).toBe(200);
  const templateId = ((await saved.json()) as { id: string }).id;
  await expect(page.getByText('Company template', { exact: true })).toBeVisible();
  const read = await page.request.get(`/api/survey-templates/${templateId}`);
  expect(read.ok()).toBe(true);
  const savedFields = ((await read.json()) as { fields: SavedField[] }).fields;
  const byName = (name: string) => savedFields.find((field) => field.name === name);
  expect(byName('riserPresent')).toMatchObject({ label: 'Riser present', type: 'select', required: true, options: ['Yes', 'No'] });
  expect(byName('riserSize')).toMatchObject({
    label: 'Riser size',
    type: 'text',
    help: 'Inside width of the sleeve, in inches',
    visibleWhen: { field: 'riserPresent', equals: 'Yes' },
  });
  expect(byName('cables')).toMatchObject({
    type: 'repeat',
    minItems: 1,
    maxItems: 10,
    fields: [
      { name: 'type', label: 'Type', type: 'select', options: ['Cat6', 'Fiber', 'Coax'] },
      { name: 'count', label: 'Count', type: 'number', min: 0 },
    ],
  });
  const mdfDefault = await page.request.get('/api/survey-templates/mdf/default');
  expect(((await mdfDefault.json()) as { id: string }).id).toBe(templateId);

  // Export JSON downloads the template as a file.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('mdf-survey-v1.json');
  const exportedPath = testInfo.outputPath('mdf-survey-v1.json');
  await download.saveAs(exportedPath);
  const exported = JSON.parse(readFileSync(exportedPath, 'utf8')) as { name: string; locationType: string; fields: SavedField[] };
  expect(exported).toEqual({ name: 'MDF Survey', locationType: 'mdf', fields: savedFields });

  // Back to the defaults, then Import JSON of that file: the same fields again, nothing to save.
  await page.getByRole('button', { name: 'Reset to Default' }).click();
  await page.getByRole('alertdialog', { name: 'Reset to default fields?' }).getByRole('button', { name: 'Reset to Default' }).click();
  expect(await fieldLabels(page)).toEqual(defaults);
  await page.getByLabel('Template JSON file').setInputFiles(exportedPath);
  await expect(page.getByText('Template imported')).toBeVisible();
  await expect(page.getByText(/23 fields from mdf-survey-v1\.json, the same as the saved version: nothing to save\./)).toBeVisible();
  expect((await fieldLabels(page)).slice(-3)).toEqual(['Riser present', 'Riser size', 'Cables']);
  await expect(fieldRow(page, 'Riser size')).toContainText('Shows when Riser present is Yes');
  await expect(fieldRow(page, 'Cables')).toContainText('Repeat: 2 fields, 1–10 items');
  await expect(page.getByText('Unsaved changes', { exact: true })).toHaveCount(0);

  // A file for another location type, or with broken fields, is refused and changes nothing.
  const idfPath = testInfo.outputPath('idf.json');
  writeFileSync(idfPath, JSON.stringify({ ...exported, locationType: 'idf' }));
  await page.getByLabel('Template JSON file').setInputFiles(idfPath);
  const refusal = page.getByRole('alert').filter({ hasText: 'idf.json cannot be imported; nothing was changed:' });
  await expect(refusal).toContainText(/This file is a .*IDF.* template\. Choose .*IDF.* as the location type to import it\./);
  const brokenPath = testInfo.outputPath('broken.json');
  const broken = exported.fields.map((field) => (field.name === 'riserPresent' ? { ...field, options: [] } : field));
  writeFileSync(brokenPath, JSON.stringify({ ...exported, fields: broken }));
  await page.getByLabel('Template JSON file').setInputFiles(brokenPath);
  await expect(page.getByRole('alert').filter({ hasText: 'broken.json cannot be imported' })).toContainText(
    /Field \d+ \(Riser present\): Options: A select field needs at least one option/,
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBoth(page, testInfo, 'template-conditions-import-refused');
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Unsaved changes', { exact: true })).toHaveCount(0);

  // An edited file imports as edits, and saving makes a new version as usual.
  const editedPath = testInfo.outputPath('edited.json');
  const renamed = exported.fields.map((field) => (field.name === 'riserSize' ? { ...field, label: 'Riser sleeve size' } : field));
  writeFileSync(editedPath, JSON.stringify({ ...exported, fields: renamed }));
  await page.getByLabel('Template JSON file').setInputFiles(editedPath);
  await expect(fieldRow(page, 'Riser sleeve size')).toBeVisible();
  const patching = page.waitForResponse((r) => r.url().endsWith(`/api/survey-templates/${templateId}`) && r.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const patched = await patching;
  expect(patched.status()).toBe(200);
  expect(await patched.json()).toMatchObject({ version: 2, fields: renamed });
  await expect(page.getByText('Version 2', { exact: true })).toBeVisible();
});
