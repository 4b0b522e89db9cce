import { describe, expect, it } from 'vitest';
import type { SurveyComment } from '../../common/schemas/comments';
import type { Project } from '../../common/schemas/projects';
import type { Survey } from '../../common/schemas/surveys';
import { previewSurvey } from '../lib/survey-preview';
import type { OutboxEntry } from './offline-db';
import { overlayBuildings, overlayComments, overlayProject, overlaySurvey, overlaySurveys, overlayUnitTypes } from './overlays';

const PROJECT = '00000000-0000-4000-8000-0000000000aa';
let seq = 0;

function entry(overrides: Partial<OutboxEntry> & Pick<OutboxEntry, 'action' | 'target'>): OutboxEntry {
  seq += 1;
  return { seq, id: `e${seq}`, owner: 'u', method: 'PATCH', path: '/', blobIds: [], summary: '', size: 0, state: 'pending', attempts: 0, notBefore: 0, createdAt: 0, updatedAt: 0, ...overrides };
}

function survey(id: string, number: number, extra: Partial<Survey> = {}): Survey {
  return { ...previewSurvey({ id, projectId: PROJECT, locationType: 'unit', locationId: `unit-${number}`, instanceNumber: number }), ...extra };
}

function comment(id: string, surveyId: string, text: string): SurveyComment {
  return { id, surveyId, authorId: null, authorName: 'Olga Office', text, mentions: [], createdAt: '2026-11-28T08:00:00.000Z' };
}

describe('overlays of waiting writes over what was read', () => {
  it('adds a comment written on this device after the sent ones, marked as waiting, on its own location only', () => {
    const entries = [
      entry({ action: 'create', method: 'POST', target: { type: 'comment', id: 'c2', parentId: 's1' }, preview: { ...comment('c2', 's1', 'Fixed') } }),
      entry({ action: 'create', method: 'POST', target: { type: 'comment', id: 'c3', parentId: 's2' }, preview: { ...comment('c3', 's2', 'Elsewhere') } }),
    ];
    const shown = overlayComments('s1', [comment('c1', 's1', 'Label the riser photo')], entries);
    expect(shown.map((item) => [item.text, item.pending?.created ?? false])).toEqual([
      ['Label the riser photo', false],
      ['Fixed', true],
    ]);
    // Once the server has it (in the list read again), it shows once, as sent.
    expect(overlayComments('s1', [comment('c1', 's1', 'Label the riser photo'), comment('c2', 's1', 'Fixed')], []).map((item) => item.pending)).toEqual([undefined, undefined]);
  });


  it('lists a location made on this device, and opens it by its id', () => {
    const made = survey('s2', 2);
    const entries = [entry({ action: 'create', method: 'POST', target: { type: 'survey', id: 's2', parentId: PROJECT }, preview: { ...made } })];
    const shown = overlaySurveys(PROJECT, [survey('s1', 1)], entries);
    expect(shown.map((item) => [item.id, item.instanceName, item.pending?.created ?? false])).toEqual([
      ['s1', 'Unit 1', false],
      ['s2', 'Unit 2', true],
    ]);
    expect(overlaySurvey('s2', undefined, entries)).toMatchObject({ id: 's2', instanceName: 'Unit 2', pending: { created: true } });
  });

  it('shows waiting progress, name and completion, and hides a location being deleted', () => {
    const entries = [
      entry({ action: 'form', target: { type: 'survey', id: 's1', parentId: PROJECT }, preview: { progress: 100, instanceName: 'Unit 204' } }),
      entry({ action: 'complete', target: { type: 'survey', id: 's1', parentId: PROJECT }, preview: { isCompleted: true } }),
      entry({ action: 'delete', method: 'DELETE', target: { type: 'survey', id: 's3', parentId: PROJECT } }),
    ];
    const shown = overlaySurveys(PROJECT, [survey('s1', 1), survey('s3', 3)], entries);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ id: 's1', progress: 100, instanceName: 'Unit 204', isCompleted: true, pending: { changed: true } });
  });

  it('leaves other projects alone, and once the server has it shows the server’s record', () => {
    const entries = [entry({ action: 'create', method: 'POST', target: { type: 'survey', id: 's9', parentId: 'other' }, preview: { ...survey('s9', 9) } })];
    expect(overlaySurveys(PROJECT, [survey('s1', 1)], entries).map((item) => item.id)).toEqual(['s1']);
    const fromServer = survey('s2', 4, { instanceName: 'Unit 4' });
    const create = [entry({ action: 'create', method: 'POST', target: { type: 'survey', id: 's2', parentId: PROJECT }, preview: { ...survey('s2', 2) } })];
    expect(overlaySurvey('s2', fromServer, create)).toEqual(fromServer);
  });

  it('shows a project made or renamed here, and not one being deleted', () => {
    const project: Project = {
      id: 'p1',
      companyId: 'c',
      name: 'Oak',
      description: null,
      status: 'in-progress',
      totalLocations: 0,
      completedLocations: 0,
      progress: 0,
      quantityAllowances: { slackFeetPerEnd: 0, floorHeightFeet: 0, wastePercent: 0 },
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const renamed = [entry({ action: 'update', target: { type: 'project', id: 'p1' }, preview: { name: 'Oak Terrace' } })];
    expect(overlayProject('p1', project, renamed)?.name).toBe('Oak Terrace');
    const deleting = [entry({ action: 'delete', method: 'DELETE', target: { type: 'project', id: 'p1' } })];
    expect(overlayProject('p1', project, deleting)).toBeUndefined();
    const made = [entry({ action: 'create', method: 'POST', target: { type: 'project', id: 'p2' }, preview: { ...project, id: 'p2', name: 'Elm' } })];
    expect(overlayProject('p2', undefined, made)).toMatchObject({ name: 'Elm', pending: { created: true } });
  });

  it('lists a bulk create’s units at once, each opening by its id, and once the server has them only its copies', () => {
    const units = [survey('u1', 1, { unitNumber: '101' }), survey('u2', 2, { unitNumber: '102' })];
    const bulk = entry({ action: 'create', method: 'POST', target: { type: 'units', id: 'k1', parentId: PROJECT, makes: ['u1', 'u2'] }, preview: { units } });
    expect(overlaySurveys(PROJECT, [], [bulk]).map((item) => [item.id, item.pending?.created])).toEqual([
      ['u1', true],
      ['u2', true],
    ]);
    expect(overlaySurvey('u2', undefined, [bulk])).toMatchObject({ unitNumber: '102', pending: { created: true } });
    // The answer came back (u1 read from the server) before the entry left: u1 is listed once.
    expect(overlaySurveys(PROJECT, [units[0]!], [bulk]).map((item) => item.id)).toEqual(['u1', 'u2']);
    expect(overlaySurveys('another', [], [bulk])).toEqual([]);
  });

  it('shows buildings and unit types made, renamed and deleted on this device, by name', () => {
    const at = '2026-01-01T00:00:00.000Z';
    const a = { id: 'b1', projectId: PROJECT, name: 'B', lowestFloor: 1, highestFloor: 4, floorsFollowAnswers: false, assigneeId: null, createdAt: at, updatedAt: at };
    const entries = [
      entry({ action: 'create', method: 'POST', target: { type: 'building', id: 'b2', parentId: PROJECT }, preview: { ...a, id: 'b2', name: 'A' } }),
      entry({ action: 'update', target: { type: 'building', id: 'b1', parentId: PROJECT }, preview: { highestFloor: 6 } }),
    ];
    expect(overlayBuildings(PROJECT, [a], entries).map((item) => [item.name, item.highestFloor, item.pending])).toEqual([
      ['A', 4, { created: true }],
      ['B', 6, { changed: true }],
    ]);
    const type = { id: 't1', projectId: PROJECT, name: 'Studio', planSurveyId: 'p1', createdAt: at, updatedAt: at };
    expect(overlayUnitTypes(PROJECT, [type], [entry({ action: 'delete', method: 'DELETE', target: { type: 'unit-type', id: 't1', parentId: PROJECT } })])).toEqual([]);
  });
});
