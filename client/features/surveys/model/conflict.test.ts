import { describe, expect, it } from 'vitest';
import type { TemplateField } from '../../../../common/schemas/templates';
import { allChosen, conflictReceived, resolveConflict } from './conflict';
import { buildPatch, createDraft, draftValues, editField, type ServerSnapshot } from './form-draft';

const fields: TemplateField[] = [
  { name: 'building', label: 'Building', type: 'text', required: true },
  { name: 'floor', label: 'Floor', type: 'number', required: true },
];

function snapshot(version: number, formData: Record<string, unknown>, fieldVersions: Record<string, number>): ServerSnapshot {
  return { version, formData, fieldVersions, instanceName: 'MDF 1' };
}

function conflictedDraft() {
  let draft = createDraft(snapshot(1, {}, {}));
  draft = editField(draft, 'building', 'Mine');
  draft = editField(draft, 'floor', 2);
  // Someone else set building (and doorName) at version 2; our patch was refused.
  const current = snapshot(2, { building: 'Theirs', doorName: 'D1' }, { building: 2, doorName: 2 });
  return conflictReceived(draft, current, ['building'], fields);
}

describe('form conflicts', () => {
  it('lists each conflicting field with its label, our value and theirs', () => {
    const { draft, conflict } = conflictedDraft();
    expect(conflict).toEqual({ version: 2, items: [{ name: 'building', label: 'Building', mine: 'Mine', theirs: 'Theirs' }] });
    // Their other changes are adopted; ours stay shown.
    expect(draftValues(draft)).toEqual({ building: 'Mine', floor: 2, doorName: 'D1' });
  });

  it('keeping mine re-sends it based on the conflict version', () => {
    const { draft, conflict } = conflictedDraft();
    const resolved = resolveConflict(draft, conflict!, { building: 'mine' });
    expect(buildPatch(resolved)?.body).toEqual({ baseVersion: 2, formData: { building: 'Mine', floor: 2 } });
  });

  it('taking theirs drops our edit and shows their value', () => {
    const { draft, conflict } = conflictedDraft();
    const resolved = resolveConflict(draft, conflict!, { building: 'theirs' });
    expect(draftValues(resolved).building).toBe('Theirs');
    expect(buildPatch(resolved)?.body).toEqual({ baseVersion: 2, formData: { floor: 2 } });
  });

  it('is no conflict when our edit already equals their value', () => {
    let draft = createDraft(snapshot(1, {}, {}));
    draft = editField(draft, 'building', 'Same');
    const { conflict } = conflictReceived(draft, snapshot(2, { building: 'Same' }, { building: 2 }), ['building'], fields);
    expect(conflict).toBeNull();
  });

  it('shows a cleared value as null and an unknown field by its name', () => {
    let draft = createDraft(snapshot(1, { extra: 'x' }, { extra: 1 }));
    draft = editField(draft, 'extra', null);
    const { conflict } = conflictReceived(draft, snapshot(2, { extra: 'y' }, { extra: 2 }), ['extra'], fields);
    expect(conflict?.items).toEqual([{ name: 'extra', label: 'extra', mine: null, theirs: 'y' }]);
  });

  it('needs a choice for every field', () => {
    const { conflict } = conflictedDraft();
    expect(allChosen(conflict!, {})).toBe(false);
    expect(allChosen(conflict!, { building: 'theirs' })).toBe(true);
  });
});

describe('a conflict on a field named like what every object inherits (DESIGN §14)', () => {
  it('shows their value and re-sends mine based on the conflict version when kept', () => {
    const named: TemplateField[] = [{ name: 'constructor', label: 'Cable vendor', type: 'text', required: true }];
    const edited = editField(createDraft(snapshot(1, {}, {})), 'constructor', 'Mine');
    const { draft, conflict } = conflictReceived(edited, snapshot(2, { constructor: 'Theirs' }, { constructor: 2 }), ['constructor'], named);
    expect(conflict).toEqual({ version: 2, items: [{ name: 'constructor', label: 'Cable vendor', mine: 'Mine', theirs: 'Theirs' }] });
    expect(buildPatch(resolveConflict(draft, conflict!, {}))?.body).toEqual({ baseVersion: 2, formData: { constructor: 'Mine' } });
  });
});
