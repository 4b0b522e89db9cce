import 'fake-indexeddb/auto';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarkupElement } from '../../common/markup/schema';
import type { Photo } from '../../common/schemas/photos';
import type { Survey } from '../../common/schemas/surveys';
import { RISER_REQUEST_ID_HEADER } from '../../common/http-headers';
import { createQueryClient } from '../app/query-client';
import { applyDelivered } from '../app/sync-cache';
import { MarkupDrafts, createMarkupAdapter } from '../features/markup/offline/markup-drafts';
import { photoLabelWrite, photoUploadWrite } from '../features/photos/model/photo-writes';
import { SurveySaveController } from '../features/surveys/hooks/survey-save-controller';
import { createSurveyFormAdapter } from '../features/surveys/offline/form-adapter';
import { FormJournal } from '../features/surveys/offline/form-journal';
import { projectQueries } from '../lib/project-queries';
import { surveyQueries } from '../lib/survey-queries';
import { previewSurvey } from '../lib/survey-preview';
import { openOfflineDb, type OfflineDb } from './offline-db';
import { Outbox } from './outbox';
import { SyncEngine } from './sync-engine';

// DESIGN §6, "Answers we trust": the transport fuzzed. Real: the api client (fetch and
// XMLHttpRequest replaced at the network), the transport, the outbox and the sync engine in
// IndexedDB (fake-indexeddb), the form and markup adapters, and the app's read cache with the
// answers put into it. Each round queues a morning's work (a location made, form edits, a photo
// with its label, a drawing) and sends it over a network where every answer may be replaced by
// something that is not the server's: a captive portal's 200 page, an empty 200, JSON of another
// shape, a 204, a redirect elsewhere, or the server's own answer cut short. Nothing may be lost
// or taken for the server's answer; once the network is honest again, everything arrives once.

const OWNER = 'user-1';
const PROJECT_ID = '00000000-0000-4000-8000-00000000000a';
const ROUNDS = 200;
/** A failing round is found again with the same seed. */
const SEED = 20261128;

const CORRUPTIONS = ['html-200', 'empty-200', 'wrong-shape', '204', 'redirect-elsewhere', 'truncated'] as const;
type Corruption = (typeof CORRUPTIONS)[number];

/** A small seeded generator, so that a failing round can be run again. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The server: applies each write once per Idempotency-Key and answers a replay with the first answer. */
class FakeServer {
  surveys = new Map<string, Survey>();
  photos = new Map<string, Photo>();
  /** How often each target was made (a create or an upload applied twice would show here). */
  made = new Map<string, number>();
  private readonly replies = new Map<string, { status: number; body: unknown }>();

  handle(method: string, path: string, key: string | null, body: unknown): { status: number; body: unknown } {
    if (key && this.replies.has(key)) return this.replies.get(key)!;
    const reply = this.apply(method, path, body);
    if (key && method !== 'GET') this.replies.set(key, reply);
    return reply;
  }

  private apply(method: string, path: string, body: unknown): { status: number; body: unknown } {
    let match: RegExpMatchArray | null;
    if (method === 'GET' && (match = path.match(/^\/api\/surveys\/([^/]+)\/photos$/))) {
      return { status: 200, body: [...this.photos.values()].filter((photo) => photo.surveyId === match![1]) };
    }
    if (method === 'GET' && (match = path.match(/^\/api\/surveys\/([^/]+)$/))) {
      const survey = this.surveys.get(match[1]!);
      return survey ? { status: 200, body: survey } : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
    }
    if (method === 'GET') return { status: 200, body: {} };
    if (method === 'POST' && (match = path.match(/^\/api\/projects\/([^/]+)\/surveys$/))) {
      const { id, locationType, locationId, instanceName } = body as { id: string; locationType: Survey['locationType']; locationId: string; instanceName?: string };
      this.made.set(id, (this.made.get(id) ?? 0) + 1);
      const survey = { ...previewSurvey({ id, projectId: match[1]!, locationType, locationId, instanceNumber: 1, instanceName }), version: 1 } as Survey;
      this.surveys.set(id, survey);
      return { status: 201, body: survey };
    }
    if (method === 'PATCH' && (match = path.match(/^\/api\/surveys\/([^/]+)$/))) {
      const survey = this.surveys.get(match[1]!);
      if (!survey) return { status: 424, body: { code: 'DEPENDENCY_MISSING', message: 'Not there yet' } };
      const patch = body as { formData?: Record<string, unknown>; markupChanges?: { upsert: MarkupElement[]; remove: string[] } };
      const elements = (survey.markupElements as MarkupElement[]).filter((element) => !patch.markupChanges?.remove.includes(element.id));
      for (const element of patch.markupChanges?.upsert ?? []) {
        const at = elements.findIndex((one) => one.id === element.id);
        if (at === -1) elements.push(element);
        else elements[at] = element;
      }
      const version = survey.version + 1;
      const fieldVersions = { ...survey.fieldVersions };
      for (const name of Object.keys(patch.formData ?? {})) fieldVersions[name] = version;
      const next: Survey = { ...survey, version, markupVersion: version, formData: { ...survey.formData, ...patch.formData } as Survey['formData'], fieldVersions, markupElements: elements };
      this.surveys.set(next.id, next);
      return { status: 200, body: next };
    }
    if (method === 'POST' && (match = path.match(/^\/api\/surveys\/([^/]+)\/photos$/))) {
      const form = body as FormData;
      const id = String(form.get('id'));
      if (!this.surveys.has(match[1]!)) return { status: 424, body: { code: 'DEPENDENCY_MISSING', message: 'Not there yet' } };
      this.made.set(id, (this.made.get(id) ?? 0) + 1);
      const photo: Photo = {
        id,
        surveyId: match[1]!,
        originalName: (form.get('photo') as File).name,
        label: null,
        version: 1,
        elevationLevel: Number(form.get('elevationLevel')),
        mimeType: 'image/jpeg',
        size: (form.get('photo') as File).size,
        width: 10,
        height: 10,
        takenAt: null,
        latitude: null,
        longitude: null,
        createdAt: '2026-11-28T08:00:00.000Z',
        pin: null,
        urls: { thumb: `/api/photos/${id}?size=thumb`, display: `/api/photos/${id}?size=display`, original: `/api/photos/${id}?size=original` },
      };
      this.photos.set(id, photo);
      return { status: 201, body: photo };
    }
    if (method === 'PUT' && (match = path.match(/^\/api\/photos\/([^/]+)$/))) {
      const photo = this.photos.get(match[1]!);
      if (!photo) return { status: 424, body: { code: 'DEPENDENCY_MISSING', message: 'Not there yet' } };
      const next = { ...photo, label: (body as { label: string }).label, version: photo.version + 1 };
      this.photos.set(next.id, next);
      return { status: 200, body: next };
    }
    throw new Error(`The fake server has no route for ${method} ${path}`);
  }
}

/** The network between the device and the server: honest, or answering in the server's place. */
class FakeNetwork {
  /** Chance that an answer is replaced this round. */
  corruptShare = 0;
  corruption: Corruption = 'html-200';
  next: () => number = Math.random;
  replaced = 0;

  constructor(private readonly server: FakeServer) {}

  /** What comes back for one request: its status, headers and body text. */
  answer(method: string, path: string, headers: Record<string, string>, body: unknown): { status: number; headers: Record<string, string>; text: string; redirected?: boolean } {
    const corrupt = this.next() < this.corruptShare;
    const reaches = !corrupt || this.corruption === 'truncated';
    const reply = reaches ? this.server.handle(method, path, headers['Idempotency-Key'] ?? null, body) : null;
    const echo = { [RISER_REQUEST_ID_HEADER]: headers[RISER_REQUEST_ID_HEADER]! };
    if (!corrupt) {
      return { status: reply!.status, headers: { 'content-type': 'application/json', ...echo }, text: reply!.body === undefined ? '' : JSON.stringify(reply!.body) };
    }
    this.replaced += 1;
    switch (this.corruption) {
      case 'html-200':
        return { status: 200, headers: { 'content-type': 'text/html' }, text: '<!doctype html><title>Wi-Fi</title><h1>Accept the terms</h1>' };
      case 'empty-200':
        return { status: 200, headers: {}, text: '' };
      case 'wrong-shape':
        return { status: 200, headers: { 'content-type': 'application/json' }, text: JSON.stringify({ status: 'ok', items: [] }) };
      case '204':
        return { status: 204, headers: {}, text: '' };
      case 'redirect-elsewhere':
        return { status: 302, headers: { location: 'http://login.portal.example/' }, text: '', redirected: true };
      case 'truncated': {
        // The server's own answer, cut off mid-way: the write may well have been applied.
        const text = JSON.stringify(reply!.body ?? {});
        return { status: reply!.status, headers: { 'content-type': 'application/json', ...echo }, text: text.slice(0, Math.max(1, Math.floor(text.length / 2))) };
      }
    }
  }

  fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const answer = this.answer(init.method ?? 'GET', String(input), headers, body);
    if (answer.redirected) {
      // fetch with redirect: 'manual' hands back an opaque redirect; anything else would be followed.
      return Object.assign(new Response(null, { status: 200 }), { type: 'opaqueredirect' as const, status: 0 }) as Response;
    }
    return new Response(answer.status === 204 ? null : answer.text, { status: answer.status, headers: answer.headers });
  };
}

/** XMLHttpRequest as the upload uses it, over the fake network. */
function fakeXhrClass(network: FakeNetwork) {
  return class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload = { addEventListener: () => undefined };
    private method = 'POST';
    private path = '';
    private readonly headers: Record<string, string> = {};
    private responseHeaders: Record<string, string> = {};
    private readonly listeners: Record<string, (() => void)[]> = {};
    open(method: string, path: string) {
      this.method = method;
      this.path = path;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return this.responseHeaders[name.toLowerCase()] ?? null;
    }
    addEventListener(type: string, listener: () => void) {
      (this.listeners[type] ??= []).push(listener);
    }
    abort() {
      this.listeners.abort?.forEach((listener) => listener());
    }
    send(form: FormData) {
      setTimeout(() => {
        const answer = network.answer(this.method, this.path, this.headers, form);
        if (answer.redirected) {
          // XMLHttpRequest follows a redirect: to another host that is a network error (no CORS).
          this.listeners.error?.forEach((listener) => listener());
          return;
        }
        this.status = answer.status;
        this.responseText = answer.text;
        this.responseHeaders = Object.fromEntries(Object.entries(answer.headers).map(([name, value]) => [name.toLowerCase(), value]));
        this.listeners.load?.forEach((listener) => listener());
      }, 0);
    }
  };
}

let db: OfflineDb;
let server: FakeServer;
let network: FakeNetwork;
let outbox: Outbox;
let engine: SyncEngine;
let markup: MarkupDrafts;
let queryClient: QueryClient;
let clock = 1_000_000;

beforeEach(() => {
  clock = 1_000_000;
  server = new FakeServer();
  network = new FakeNetwork(server);
  vi.stubGlobal('fetch', network.fetch);
  vi.stubGlobal('XMLHttpRequest', fakeXhrClass(network));
  db = openOfflineDb(`fuzz-${crypto.randomUUID()}`);
  const holder: { engine?: SyncEngine } = {};
  outbox = new Outbox(db, () => holder.engine?.inFlight() ?? null, () => clock);
  engine = new SyncEngine({ outbox, now: () => clock, exclusive: async (run) => (await run(), true) });
  holder.engine = engine;
  engine.register(createSurveyFormAdapter(db, outbox));
  markup = new MarkupDrafts({ outbox, owner: () => OWNER, now: () => clock });
  engine.register(createMarkupAdapter(() => markup));
  queryClient = createQueryClient();
  engine.onDelivered((entry, answer) => applyDelivered(queryClient, entry, answer));
  engine.setOwner(OWNER);
});

afterEach(async () => {
  engine.setOwner(null);
  queryClient.clear();
  vi.unstubAllGlobals();
  db.close();
  await db.delete();
});

const jpeg = (shade: number) => new Blob([new Uint8Array([0xff, 0xd8, shade, 0xff, 0xd9])], { type: 'image/jpeg' });

/** A morning's work on one new location, queued as the screens queue it. */
async function queueMorning(round: number) {
  const surveyId = crypto.randomUUID();
  const photoId = crypto.randomUUID();
  const preview = previewSurvey({ id: surveyId, projectId: PROJECT_ID, locationType: 'unit', locationId: `unit-${round}`, instanceNumber: round + 1 });
  await outbox.add(OWNER, {
    method: 'POST',
    path: `/api/projects/${PROJECT_ID}/surveys`,
    body: { id: surveyId, locationType: 'unit', locationId: `unit-${round}` },
    target: { type: 'survey', id: surveyId, parentId: PROJECT_ID },
    action: 'create',
    summary: 'new location',
    preview,
  });
  // The device's copy of the location, as the screens read it.
  queryClient.setQueryData(surveyQueries.detail(surveyId).queryKey, preview as Survey);
  queryClient.setQueryData(projectQueries.surveys(PROJECT_ID).queryKey, [preview as Survey]);

  const storage = new Map<string, string>();
  const journal = new FormJournal(OWNER, surveyId, {
    getItem: (key) => storage.get(key) ?? null,
    setItem: (key, value) => void storage.set(key, value),
    removeItem: (key) => void storage.delete(key),
    key: (index) => [...storage.keys()][index] ?? null,
    get length() {
      return storage.size;
    },
  });
  const form = new SurveySaveController(preview as Survey, {
    db,
    outbox,
    engine,
    owner: OWNER,
    journal,
    now: () => clock,
    summary: () => 'form',
    preview: () => ({}),
    queue: () => Promise.reject(new Error('not used')),
  });
  await form.load();
  form.setField('unitNumber', `${100 + round}`);
  form.setField('notes', `Riser in the closet, round ${round}`);
  await form.committed();

  const upload = photoUploadWrite({ surveyId, file: jpeg(round % 200), fileName: `closet-${round}.jpg`, elevationLevel: 1, photoId });
  const { blobs = [], waitMs: _wait, ...uploadEntry } = upload;
  await outbox.add(OWNER, uploadEntry, blobs);
  const { waitMs: _labelWait, blobs: _none, ...labelEntry } = photoLabelWrite({ id: photoId, surveyId }, `Closet ${round}`, 1);
  await outbox.add(OWNER, labelEntry);

  const jack: MarkupElement = { id: `jack-${round}`, type: 'ap', x: 100 + round, y: 200, radius: 24 };
  await markup.change({ surveyId, projectId: PROJECT_ID, name: 'Unit floor plan' }, { upsert: [jack], remove: [] }, { version: 1, elements: [], scale: null });
  return { surveyId, photoId, jackId: jack.id, unitNumber: `${100 + round}`, notes: `Riser in the closet, round ${round}`, label: `Closet ${round}` };
}

/** What the device shows of the location must always be a record of it, never a page or another shape. */
function expectDeviceRecordsIntact(surveyId: string) {
  const survey = queryClient.getQueryData(surveyQueries.detail(surveyId).queryKey);
  expect(survey).toMatchObject({ id: surveyId });
  const list = queryClient.getQueryData(projectQueries.surveys(PROJECT_ID).queryKey);
  expect(Array.isArray(list)).toBe(true);
  for (const item of list!) expect(typeof item.id).toBe('string');
  const photos = queryClient.getQueryData(surveyQueries.photos(surveyId).queryKey);
  if (photos !== undefined) {
    expect(Array.isArray(photos)).toBe(true);
    for (const photo of photos) expect(photo).toMatchObject({ surveyId });
  }
}

/** Runs the engine's passes (the clock past every delay and backoff) until nothing is due. */
async function sendAll(passes: number) {
  for (let pass = 0; pass < passes; pass += 1) {
    clock += 10 * 60_000;
    await engine.run();
    if ((await outbox.list(OWNER)).length === 0) return;
  }
}

describe('the transport under answers that are not the server’s', () => {
  it(`loses no entry and overwrites no device record in ${ROUNDS} rounds, then delivers everything once`, async () => {
    const next = random(SEED);
    network.next = next;
    for (let round = 0; round < ROUNDS; round += 1) {
      const corruption = CORRUPTIONS[round % CORRUPTIONS.length]!;
      network.corruption = corruption;
      // Every answer replaced in some rounds, a share of them in others: a portal that comes and goes.
      network.corruptShare = round % 2 === 0 ? 1 : 0.3 + next() * 0.6;
      const work = await queueMorning(round);
      const queued = (await outbox.list(OWNER)).map((entry) => entry.id);
      expect(queued.length, `round ${round}`).toBeGreaterThanOrEqual(5);

      await sendAll(3);
      const left = await outbox.list(OWNER);
      if (network.corruptShare === 1) {
        // Nothing honest came back: every entry is still on the device, none failed or in conflict.
        expect(left.map((entry) => entry.id), `round ${round} (${corruption})`).toEqual(queued);
        expect(left.every((entry) => entry.state === 'pending'), `round ${round} (${corruption})`).toBe(true);
      }
      expectDeviceRecordsIntact(work.surveyId);
      const draft = await db.drafts.get(`form:${work.surveyId}`);
      if (left.some((entry) => entry.action === 'form')) {
        // What was typed and not delivered is still in the draft.
        expect(draft?.value, `round ${round}`).toBeDefined();
      }

      // The network is honest again: everything arrives, each create and upload once.
      network.corruptShare = 0;
      await sendAll(10);
      expect(await outbox.list(OWNER), `round ${round} (${corruption})`).toEqual([]);
      const survey = server.surveys.get(work.surveyId)!;
      expect(survey.formData, `round ${round}`).toMatchObject({ unitNumber: work.unitNumber, notes: work.notes });
      expect((survey.markupElements as MarkupElement[]).map((element) => element.id)).toEqual([work.jackId]);
      expect(server.photos.get(work.photoId)?.label).toBe(work.label);
      expect(server.made.get(work.surveyId)).toBe(1);
      expect(server.made.get(work.photoId)).toBe(1);
      expectDeviceRecordsIntact(work.surveyId);
    }
    // The fuzz did replace answers in every way.
    expect(network.replaced).toBeGreaterThan(ROUNDS);
  }, 300_000);
});
