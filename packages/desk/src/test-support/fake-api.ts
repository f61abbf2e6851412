import { vi } from 'vitest';

/** One call the page made. */
export interface ApiCall {
  path: string;
  /** The query string without "?" ('' when none). */
  query: string;
  method: string;
  /** The JSON body; a FormData upload as it was sent. */
  body: unknown;
  headers: Record<string, string>;
  /** The `lang` header, which tests of language switching read. */
  lang: string | undefined;
}

/** The envelope of a success, or of a refusal (`code: 0`, with `data.error`, `data.fields` and the rest of `data`). */
export const ok = (data: unknown, msg = 'ok') => ({ code: 1, msg, data });
export const refused = (msg: string, data: Record<string, unknown> = {}) => ({ code: 0, msg, data });

/** What the fake answers for a path: an envelope, or a function of the call giving one. */
export type Answer = ((call: ApiCall) => unknown) | Record<string, unknown>;

/**
 * A stubbed fetch answering by path (`'/api/seller/products'`, or `'POST /api/seller/product/save'` for one
 * method), recording every call; an unknown path answers a refusal naming it, so a test sees what it forgot.
 */
export function fakeApi(answers: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const [path = '', query = ''] = String(input).split('?');
    const method = init?.method ?? 'GET';
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const raw = init?.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
    const call: ApiCall = { path, query, method, body, headers, lang: headers.lang };
    calls.push(call);
    const answer = answers[`${method} ${path}`] ?? answers[path];
    const envelope =
      answer === undefined
        ? { code: 0, msg: `No fake answer for ${method} ${path}` }
        : typeof answer === 'function'
          ? (answer as (call: ApiCall) => unknown)(call)
          : answer;
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The calls to a path (and method, when given). */
  const callsTo = (path: string, method?: string) =>
    calls.filter((call) => call.path === path && (method === undefined || call.method === method));
  return { calls, callsTo, fetchMock };
}
