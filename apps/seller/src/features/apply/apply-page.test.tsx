import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { choose, fakeApi, fill, ok, renderRoutes } from '../../test/render.tsx';
import { ApplyPage } from './apply-page.tsx';

function show() {
  return renderRoutes(
    [
      { path: '/apply', element: <ApplyPage /> },
      { path: '/waiting', element: <p>waiting page</p> },
    ],
    '/apply',
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send the application' }));

beforeEach(() => localStorage.clear());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('applying to sell', { timeout: 20_000 }, () => {
  it('sends nothing while a field breaks the contract’s rules, and says which', async () => {
    const api = fakeApi({});
    show();

    fill('Account', 'ab');
    fill('Password', 'secret1');
    fill('Confirm the password', 'secret2');
    fill('Email', 'not-an-email');
    submit();

    expect(await screen.findByText('The account must be 3–40 letters, digits or _ . @ + -')).toBeTruthy();
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(await screen.findByText('Please fill correct email')).toBeTruthy();
    expect(await screen.findByText('Please enter the English text (the other languages fall back to it)')).toBeTruthy();
    expect(await screen.findByText('Please choose a country or region')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('uploads the documents without a token, then sends the whole application and opens the waiting page', async () => {
    // A token left in this browser by another seller must not go with an application.
    localStorage.setItem('seller-token', 't-someone-else');
    const api = fakeApi({
      '/api/seller/apply/upload': ok({ url: '/uploads/d/licence_0001.webp' }),
      '/api/seller/apply': ok({ id: 3, status: 0 }),
    });
    const { container } = show();

    fill('Account', 'tea.house');
    fill('Password', 'secret1');
    fill('Confirm the password', 'secret1');
    fireEvent.change(screen.getAllByLabelText('Shop name')[0] as HTMLElement, { target: { value: ' Tea House ' } });
    fireEvent.change(screen.getAllByLabelText('Shop name')[1] as HTMLElement, { target: { value: '茶馆' } });
    fill('Contact name', 'Mei Lin');
    fill('Email', 'mei@example.com');
    fill('Mobile', '+86 138 0000 0000');
    await choose('Country or region', 'China (CN)');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'licence.png', { type: 'image/png' })] } });
    await waitFor(() => expect(api.callsTo('/api/seller/apply/upload')).toHaveLength(1));
    const upload = api.callsTo('/api/seller/apply/upload')[0];
    expect(upload?.body).toBeInstanceOf(FormData);
    expect(upload?.headers.token).toBeUndefined();
    await waitFor(() => expect(container.querySelectorAll('.ant-upload-list-item-done')).toHaveLength(1));

    submit();

    expect(await screen.findByText('waiting page')).toBeTruthy();
    const sent = api.callsTo('/api/seller/apply', 'POST')[0];
    expect(sent?.headers.token).toBeUndefined();
    expect(sent?.body).toEqual({
      account: 'tea.house',
      password: 'secret1',
      confirm_password: 'secret1',
      shop_name: { en: 'Tea House', 'zh-CN': '茶馆' },
      contact_name: 'Mei Lin',
      email: 'mei@example.com',
      mobile: '+86 138 0000 0000',
      country: 'CN',
      documents: ['/uploads/d/licence_0001.webp'],
    });
  });
});
