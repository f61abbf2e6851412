import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, refused } from './fake-api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('fakeApi', () => {
  it('answers by method and path, and records each call with its query, body and lang', async () => {
    const api = fakeApi({
      '/api/demo/things': ok({ list: [] }),
      'POST /api/demo/thing/save': (call) => ok({ saved: call.body }),
    });
    const list = await fetch('/api/demo/things?page=2', { headers: { lang: 'ri' } });
    expect(await list.json()).toEqual({ code: 1, msg: 'ok', data: { list: [] } });
    const save = await fetch('/api/demo/thing/save', { method: 'POST', body: JSON.stringify({ name: 'A' }) });
    expect(await save.json()).toEqual(ok({ saved: { name: 'A' } }));
    expect(api.calls[0]).toMatchObject({ path: '/api/demo/things', query: 'page=2', method: 'GET', lang: 'ri' });
    expect(api.callsTo('/api/demo/thing/save', 'POST')).toHaveLength(1);
  });

  it('refuses a path it has no answer for, naming it', async () => {
    fakeApi({});
    const answer = await fetch('/api/demo/missing');
    expect(await answer.json()).toEqual({ code: 0, msg: 'No fake answer for GET /api/demo/missing' });
    expect(refused('No', { error: 'X' })).toEqual({ code: 0, msg: 'No', data: { error: 'X' } });
  });
});
