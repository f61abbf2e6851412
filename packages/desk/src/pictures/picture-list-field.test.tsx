import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PictureField } from './picture-field.tsx';
import { PictureListField } from './picture-list-field.tsx';
import { moveItem, pictureProblem } from './picture-rules.ts';
import { picturesResources } from './resources.ts';
import { createTestI18n, renderWithI18n } from './test-render.tsx';

const A = '/uploads/desk/picture_aaaa1.webp';
const B = '/uploads/desk/picture_bbbb2.webp';
const C = '/uploads/desk/picture_cccc3.webp';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n({ en: picturesResources.en });
});
afterEach(cleanup);

function picture(name: string, type = 'image/png', size = 1000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The field as a form holds it: its value kept in state, every change recorded. */
function showList(
  initial: string[],
  upload = vi.fn<(file: File) => Promise<{ url: string }>>(),
  max?: number,
  cover?: boolean,
) {
  const changes: string[][] = [];
  function Harness() {
    const [urls, setUrls] = useState(initial);
    const change = (next: string[]) => {
      changes.push(next);
      setUrls(next);
    };
    return <PictureListField value={urls} onChange={change} upload={upload} max={max} cover={cover} />;
  }
  const view = renderWithI18n(<Harness />, i18n);
  const pick = (...files: File[]) => {
    const input = view.container.querySelector('input[type=file]');
    if (!input) throw new Error('no file input: the field is full');
    fireEvent.change(input, { target: { files } });
  };
  const shown = () => screen.queryAllByAltText(/^Picture \d$/).map((img) => img.getAttribute('src'));
  return { ...view, changes, upload, pick, shown };
}

describe('picture rules', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(pictureProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeUndefined();
    expect(pictureProblem({ type: 'image/webp', size: 1 })).toBeUndefined();
    expect(pictureProblem({ type: 'image/gif', size: 1 })).toBe('wrongType');
    expect(pictureProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('tooLarge');
  });

  it('moves an item within the list', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a'], 3, 0)).toEqual(['a']);
  });
});

// antd in happy-dom is slow, and slower still when the machine's cores are busy.
describe('PictureListField', { timeout: 20_000 }, () => {
  it('shows the pictures in order, the first marked as cover', () => {
    const { shown } = showList([A, B]);
    expect(shown()).toEqual([A, B]);
    expect(screen.getAllByText('Cover')).toHaveLength(1);
    expect(screen.getByText('Upload')).toBeTruthy();
  });

  it('marks no cover when the pictures are documents', () => {
    showList([A, B], undefined, 6, false);
    expect(screen.queryByText('Cover')).toBeNull();
  });

  it('moves a picture with the buttons, the focus following it', () => {
    const { shown, changes } = showList([A, B, C]);
    fireEvent.click(screen.getByRole('button', { name: 'Move picture 1 right' }));
    expect(changes).toEqual([[B, A, C]]);
    expect(shown()).toEqual([B, A, C]);
    // The focus follows the picture, so pressing again moves it on.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move picture 2 right');
    fireEvent.click(screen.getByRole('button', { name: 'Move picture 3 left' }));
    expect(shown()).toEqual([B, C, A]);
    expect(screen.getByRole('button', { name: 'Move picture 1 left' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move picture 3 right' })).toHaveProperty('disabled', true);
  });

  it('moves a picture dropped on another one', () => {
    const { shown, container } = showList([A, B, C]);
    const cards = () => [...container.querySelectorAll('[draggable="true"]')];
    expect(cards()).toHaveLength(3);
    const [first, , third] = cards();
    fireEvent.dragStart(third as Element);
    fireEvent.dragOver(first as Element);
    fireEvent.drop(first as Element);
    expect(shown()).toEqual([C, A, B]);
  });

  it('keeps the order the pictures were picked in, whichever upload finishes first', async () => {
    const { pick, shown, upload } = showList([]);
    const answers: ((value: { url: string }) => void)[] = [];
    upload.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    pick(picture('front.png'), picture('back.png'));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    await act(async () => answers[1]?.({ url: B }));
    expect(shown()).toEqual([]);
    await act(async () => answers[0]?.({ url: A }));
    await waitFor(() => expect(shown()).toEqual([A, B]));
  });

  it('uploads a picked picture at once and adds the url it answers', async () => {
    const { pick, shown, upload, changes } = showList([A]);
    let answer: (value: { url: string }) => void = () => {};
    upload.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const file = picture('shoe.png');
    pick(file);
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0]?.[0]?.name).toBe('shoe.png');
    expect(await screen.findByText('Uploading…')).toBeTruthy();
    await act(async () => answer({ url: B }));
    await waitFor(() => expect(shown()).toEqual([A, B]));
    expect(changes).toEqual([[A, B]]);
  });

  it('refuses another type and a file over 5 MB before sending, saying why', async () => {
    const { pick, upload, changes } = showList([]);
    pick(picture('anim.gif', 'image/gif'), picture('huge.jpg', 'image/jpeg', 6 * 1024 * 1024));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain('huge.jpg is larger than 5 MB.'));
    expect(alert.textContent).toContain('anim.gif: only JPEG, PNG or WebP pictures can be uploaded.');
    expect(upload).not.toHaveBeenCalled();
    expect(changes).toEqual([]);
  });

  it('shows a failed upload on its card until it is removed', async () => {
    const { pick, upload, container, changes } = showList([A]);
    upload.mockRejectedValue(new Error('The picture could not be read'));
    pick(picture('broken.png'));
    expect(await screen.findByText('Upload failed')).toBeTruthy();
    expect(container.querySelector('.ant-upload-list-item-error')).toBeTruthy();
    const removes = screen.getAllByRole('button', { name: 'Remove' });
    expect(removes).toHaveLength(2);
    fireEvent.click(removes[1] as HTMLElement);
    await waitFor(() => expect(screen.queryByText('Upload failed')).toBeNull());
    expect(changes).toEqual([]);
  });

  it('removes a picture', async () => {
    const { shown, changes } = showList([A, B]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Remove' })[0] as HTMLElement);
    await waitFor(() => expect(shown()).toEqual([B]));
    expect(changes).toEqual([[B]]);
  });

  it('takes no more than `max`: extra picks are refused and a full list offers no upload', async () => {
    const { pick, upload, shown } = showList(
      [A],
      vi.fn(async (file: File) => ({ url: `/uploads/desk/${file.name}` })),
      2,
    );
    pick(picture('second_one.png'), picture('third_one.png'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'third_one.png was not added: at most 2 pictures.',
    );
    await waitFor(() => expect(shown()).toEqual([A, '/uploads/desk/second_one.png']));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Upload')).toBeNull();
  });
});

describe('PictureField', { timeout: 20_000 }, () => {
  it('holds one picture: uploads into an empty field, removes back to none', async () => {
    const changes: (string | undefined)[] = [];
    function Harness() {
      const [url, setUrl] = useState<string | undefined>();
      const change = (next: string | undefined) => {
        changes.push(next);
        setUrl(next);
      };
      return <PictureField value={url} onChange={change} upload={async () => ({ url: A })} />;
    }
    const { container } = renderWithI18n(<Harness />, i18n);
    const input = container.querySelector('input[type=file]');
    fireEvent.change(input as Element, { target: { files: [picture('logo.png')] } });
    expect(await screen.findByAltText('Picture 1')).toBeTruthy();
    expect(screen.queryByText('Cover')).toBeNull();
    expect(screen.queryByRole('button', { name: /Move picture/ })).toBeNull();
    expect(screen.queryByText('Upload')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(changes).toEqual([A, undefined]));
    expect(screen.getByText('Upload')).toBeTruthy();
  });
});
