import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { uploadPhoto } from './upload-photo';

/** Just enough of XMLHttpRequest to see what is sent and to answer as the server would. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  private listeners = new Map<string, Array<(event: unknown) => void>>();
  private uploadListeners = new Map<string, Array<(event: unknown) => void>>();
  upload = {
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]);
    },
  };

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.emit('abort');
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    for (const listener of this.uploadListeners.get('progress') ?? []) listener({ loaded, total, lengthComputable });
  }
  answer(status: number, body: string, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body;
    this.emit('load');
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({});
  }
}

const SURVEY = '5b0f7f34-3f59-4d9c-9d2e-3c1a3c0e6a11';
const photoFile = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'rack.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  FakeXhr.last = undefined;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadPhoto', () => {
  it('posts the photo, its floor and a fresh id as multipart, with cookies', async () => {
    const done = uploadPhoto({ surveyId: SURVEY, file: photoFile(), elevationLevel: -1 });
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`/api/surveys/${SURVEY}/photos`);
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers.Accept).toBe('application/json');
    expect([...xhr.body!.keys()]).toEqual(['id', 'elevationLevel', 'photo']);
    expect(xhr.body!.get('elevationLevel')).toBe('-1');
    expect(xhr.body!.get('id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((xhr.body!.get('photo') as File).name).toBe('rack.jpg');

    xhr.answer(201, JSON.stringify({ id: xhr.body!.get('id'), originalName: 'rack.jpg' }));
    await expect(done).resolves.toEqual({ id: xhr.body!.get('id'), originalName: 'rack.jpg' });
  });

  it('sends the id it is given, so that a retry answers the same photo', async () => {
    const id = '0d9b3c52-8f0e-4d57-9a51-5b1f0d4b7a10';
    const done = uploadPhoto({ surveyId: SURVEY, file: photoFile(), elevationLevel: 0, id });
    expect(FakeXhr.last!.body!.get('id')).toBe(id);
    FakeXhr.last!.answer(200, JSON.stringify({ id }));
    await done;
  });

  it('names a bare blob, as a captured frame is', async () => {
    const done = uploadPhoto({ surveyId: SURVEY, file: new Blob([new Uint8Array([1])], { type: 'image/jpeg' }), fileName: 'photo-1.jpg', elevationLevel: 2 });
    expect((FakeXhr.last!.body!.get('photo') as File).name).toBe('photo-1.jpg');
    FakeXhr.last!.answer(201, '{}');
    await done;
  });

  it('reports the bytes sent as they go', async () => {
    const onProgress = vi.fn();
    const done = uploadPhoto({ surveyId: SURVEY, file: photoFile(), elevationLevel: 0, onProgress });
    FakeXhr.last!.progress(100, 400);
    FakeXhr.last!.progress(5, 0, false);
    FakeXhr.last!.progress(400, 400);
    expect(onProgress.mock.calls).toEqual([[{ loaded: 100, total: 400 }], [{ loaded: 400, total: 400 }]]);
    FakeXhr.last!.answer(201, '{}');
    await done;
  });

  it('fails with the server code and message on an error answer', async () => {
    const done = uploadPhoto({ surveyId: SURVEY, file: photoFile(), elevationLevel: 0 });
    const body = { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Only JPEG, PNG, GIF and WebP photos can be uploaded.' };
    FakeXhr.last!.answer(415, JSON.stringify(body), 'Unsupported Media Type');
    const error = await done.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', serverMessage: body.message });
    expect((error as Error).message).toBe(`415: ${JSON.stringify(body)}`);
  });

  it('uses the status text when the error answer is empty', async () => {
    const done = uploadPhoto({ surveyId: SURVEY, file: photoFile(), elevationLevel: 0 });
    FakeXhr.last!.answer(502, '', 'Bad Gateway');
    await expect(done).rejects.toThrow('502: Bad Gateway');
  });

  it('fails on a network error', async () => {
    const done = uploadPhoto({ surveyId: SURVEY, file: photoFile(), elevationLevel: 0 });
    FakeXhr.last!.emit('error');
    await expect(done).rejects.toBeInstanceOf(TypeError);
  });

  it('cancels through the signal, before or during the upload', async () => {
    const controller = new AbortController();
    const done = uploadPhoto({ surveyId: SURVEY, file: photoFile(), elevationLevel: 0, signal: controller.signal });
    controller.abort();
    expect(FakeXhr.last!.aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });

    FakeXhr.last = undefined;
    await expect(uploadPhoto({ surveyId: SURVEY, file: photoFile(), elevationLevel: 0, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeXhr.last).toBeUndefined();
  });
});
