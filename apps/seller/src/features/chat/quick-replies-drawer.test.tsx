import type { QuickReplyDto } from '@shop/contract/shop-chat';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, fakeApi, ok, renderWithProviders } from '../../test/render.tsx';
import { QuickRepliesDrawer } from './quick-replies-drawer.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A shop's quick replies kept by the fake as the server would: saves add or change one, deletes remove it. */
function repliesApi(initial: QuickReplyDto[]) {
  let replies = [...initial];
  let next = 100;
  const api = fakeApi({
    '/api/seller/chat/quick_replies': () => ok({ list: replies }),
    '/api/seller/chat/quick_replies/save': (call: ApiCall) => {
      const body = call.body as { id?: number; text: string };
      const saved = { id: body.id ?? next++, text: body.text };
      replies = body.id === undefined ? [...replies, saved] : replies.map((r) => (r.id === body.id ? saved : r));
      return ok(saved);
    },
    '/api/seller/chat/quick_replies/delete': (call: ApiCall) => {
      replies = replies.filter((reply) => reply.id !== (call.body as { id: number }).id);
      return ok(null);
    },
  });
  return api;
}

const drawer = () => screen.findByRole('dialog', { name: 'Quick replies' });

describe('managing quick replies', { timeout: 20_000 }, () => {
  it('adds one, trimmed, and refuses an empty one', async () => {
    const api = repliesApi([{ id: 1, text: 'Thanks for your order!' }]);
    renderWithProviders(<QuickRepliesDrawer open onClose={() => undefined} />);
    const panel = await drawer();
    expect(await within(panel).findByText('Thanks for your order!')).toBeTruthy();
    expect(within(panel).getByText(/1 of 20 used/)).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: /Add quick reply/ }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Write the text of the reply')).toBeTruthy();
    expect(api.callsTo('/api/seller/chat/quick_replies/save')).toHaveLength(0);

    fireEvent.change(within(panel).getByLabelText('New quick reply'), {
      target: { value: '  We ship within 24 hours.  ' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('/api/seller/chat/quick_replies/save', 'POST')).toHaveLength(1));
    expect(api.callsTo('/api/seller/chat/quick_replies/save')[0]?.body).toEqual({ text: 'We ship within 24 hours.' });
    expect(await screen.findByText('Quick reply saved')).toBeTruthy();
    expect(await within(panel).findByText('We ship within 24 hours.')).toBeTruthy();
    expect(within(panel).queryByLabelText('New quick reply')).toBeNull();
  });

  it('changes one in place and deletes another after asking', async () => {
    const api = repliesApi([
      { id: 1, text: 'Thanks for your order!' },
      { id: 2, text: 'Out of stock, sorry.' },
    ]);
    renderWithProviders(<QuickRepliesDrawer open onClose={() => undefined} />);
    const panel = await drawer();

    fireEvent.click(await within(panel).findByRole('button', { name: 'Edit “Thanks for your order!”' }));
    const box = within(panel).getByLabelText('Edit quick reply') as HTMLTextAreaElement;
    expect(box.value).toBe('Thanks for your order!');
    expect(box.maxLength).toBe(500);
    fireEvent.change(box, { target: { value: 'Thank you for your order!' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('/api/seller/chat/quick_replies/save', 'POST')).toHaveLength(1));
    expect(api.callsTo('/api/seller/chat/quick_replies/save')[0]?.body).toEqual({
      id: 1,
      text: 'Thank you for your order!',
    });
    expect(await within(panel).findByText('Thank you for your order!')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Delete “Out of stock, sorry.”' }));
    expect(await screen.findByText('Delete this quick reply?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('/api/seller/chat/quick_replies/delete', 'POST')).toHaveLength(1));
    expect(api.callsTo('/api/seller/chat/quick_replies/delete')[0]?.body).toEqual({ id: 2 });
    await waitFor(() => expect(within(panel).queryByText('Out of stock, sorry.')).toBeNull());
  });

  it('offers no new one once the shop keeps twenty', async () => {
    repliesApi(Array.from({ length: 20 }, (_, index) => ({ id: index + 1, text: `Reply ${index + 1}` })));
    renderWithProviders(<QuickRepliesDrawer open onClose={() => undefined} />);
    const panel = await drawer();
    expect(await within(panel).findByText('Reply 20')).toBeTruthy();
    const add = within(panel).getByRole('button', { name: /Add quick reply/ }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(
      within(panel).getByText('You have 20 quick replies, the most a shop can keep. Delete one to add another.'),
    ).toBeTruthy();
  });
});
