import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, loadAllNamespaces } from '../lib/i18n.ts';
import { resetDuplicateGuardForTests } from '../lib/request.ts';
import { session } from '../lib/session.ts';
import { toast } from '../lib/toast.ts';
import { ImageUpload } from './image-upload.tsx';

const URL_1 = '/uploads/u/aaaaaaaaaaaaaaaaaaaa.webp';
const URL_2 = '/uploads/u/bbbbbbbbbbbbbbbbbbbb.webp';

/** The shared field inside a form that keeps its value, as the wallet, refund and review forms do. */
function Harness({ max, onChange }: { max?: number; onChange?: (urls: string[]) => void }) {
  const [urls, setUrls] = useState<string[]>([]);
  return (
    <ImageUpload
      value={urls}
      max={max}
      onChange={(next) => {
        setUrls(next);
        onChange?.(next);
      }}
    />
  );
}

const picture = (name = 'receipt.png', type = 'image/png', size = 4) =>
  new File([new Uint8Array(size)], name, { type });
const choose = (file: File) => fireEvent.change(screen.getByLabelText('Add picture'), { target: { files: [file] } });

interface Sent {
  url: string;
  init: RequestInit;
}

function fakeUpload(answers: unknown[]) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      const answer = answers.shift();
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n('en');
  await loadAllNamespaces();
});
beforeEach(() => {
  session.setToken('token-1');
  resetDuplicateGuardForTests();
  for (const method of ['success', 'fail'] as const) vi.spyOn(toast, method).mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the picture upload', () => {
  it('posts the picture as multipart FormData (field "file") with the token, then shows its thumbnail', async () => {
    const sent = fakeUpload([{ code: 1, msg: 'Upload complete', data: { url: URL_1 } }]);
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const file = picture();
    choose(file);

    const thumb = await screen.findByRole('img', { name: 'Picture 1' });
    expect(thumb.getAttribute('src')).toBe(URL_1);
    expect(onChange).toHaveBeenCalledWith([URL_1]);
    expect(toast.success).toHaveBeenCalledWith('Upload complete');

    const [call] = sent;
    expect(call?.url).toBe('/api/common/upload');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.body).toBeInstanceOf(FormData);
    expect((call?.init.body as FormData).get('file')).toBe(file);
    const headers = call?.init.headers as Record<string, string>;
    expect(headers.token).toBe('token-1');
    // The browser writes the multipart boundary itself: no JSON content type.
    expect(headers['content-type']).toBeUndefined();
    // One picture allowed: the add button is gone.
    expect(screen.queryByLabelText('Add picture')).toBeNull();
  });

  it('removes a picture, and takes several when allowed', async () => {
    fakeUpload([
      { code: 1, msg: 'Upload complete', data: { url: URL_1 } },
      { code: 1, msg: 'Upload complete', data: { url: URL_2 } },
    ]);
    render(<Harness max={3} />);
    choose(picture('a.png'));
    await screen.findByRole('img', { name: 'Picture 1' });
    choose(picture('b.webp', 'image/webp'));
    await screen.findByRole('img', { name: 'Picture 2' });

    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([URL_2]);
    expect(screen.getByLabelText('Add picture')).toBeTruthy();
  });

  it('refuses other files and pictures over 5 MB without uploading them', async () => {
    const sent = fakeUpload([]);
    render(<Harness />);
    choose(picture('notes.pdf', 'application/pdf'));
    expect(toast.fail).toHaveBeenCalledWith('Only JPEG, PNG or WebP pictures can be uploaded');
    choose(picture('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));
    expect(toast.fail).toHaveBeenCalledWith('The picture must be at most 5 MB');
    expect(sent).toHaveLength(0);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("keeps the field empty when the server refuses, with the server's message", async () => {
    fakeUpload([{ code: 0, msg: 'Only JPEG, PNG or WebP pictures can be uploaded', data: { error: 'UPLOAD_TYPE' } }]);
    render(<Harness />);
    choose(picture('fake.png'));
    await waitFor(() => expect(toast.fail).toHaveBeenCalledWith('Only JPEG, PNG or WebP pictures can be uploaded'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByLabelText('Add picture')).toBeTruthy();
  });
});
