import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeskI18n } from '../i18n/create-desk-i18n.ts';
import { createSession } from '../session/session.ts';
import { createFileDownloader, fileNameOf } from './download-file.ts';

const fetchMock = vi.fn<typeof fetch>();

function downloader() {
  const session = createSession({ tokenKey: 'seller-token', loginPath: '/seller/login' });
  const desk = createDeskI18n({ app: 'seller-download', languages: ['en'], resources: [] });
  return { session, download: createFileDownloader({ session, i18n: desk.i18n }) };
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('file downloads', () => {
  it('reads the file name the server gives', () => {
    expect(fileNameOf('attachment; filename="products.csv"')).toBe('products.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''%E5%95%86%E5%93%81.csv")).toBe('商品.csv');
    expect(fileNameOf(null)).toBeUndefined();
  });

  it('sends the token and language, and saves the answer under the server’s name', async () => {
    const { session, download } = downloader();
    session.setToken('t-1');
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(
      new Response('code,category_id\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="p.csv"' },
      }),
    );

    await expect(download('/api/seller/products/export', 'products.csv')).resolves.toBe('p.csv');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/seller/products/export');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ token: 't-1', lang: 'en' });
    expect(created).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('throws the server’s message on a refusal, and ends the session on 401', async () => {
    const { session, download } = downloader();
    session.setToken('old');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 0, msg: 'Not allowed', data: { error: 'FORBIDDEN' } }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expect(download('/api/seller/products/export', 'x.csv')).rejects.toMatchObject({ message: 'Not allowed' });

    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ code: 401, msg: 'Please login first' }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expect(download('/api/seller/products/export', 'x.csv')).rejects.toMatchObject({ status: 401 });
    expect(session.getToken()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/seller/login');
  });
});
