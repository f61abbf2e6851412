import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd-mobile';
import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, initTestI18n, renderAt, resetAll } from '../../test-support/screen-harness.tsx';
import { AddressFields } from '../../components/address-fields.tsx';
import { CountryField, type CountryFieldRef } from '../../components/country-field.tsx';
import { RegisterPage } from './register-page.tsx';

const TEXTS = { title: 'Country or region', placeholder: 'Choose (optional)' };

beforeAll(initTestI18n);
afterEach(resetAll);

/** Register's country is a searchable sheet, not a wheel. */
describe('the register form country field', () => {
  it('filters the sheet by the typed text, in Thai and in English, and picks the tapped country', async () => {
    const onChange = vi.fn();
    const ref = createRef<CountryFieldRef>();
    render(<CountryField locale="th-TH" onChange={onChange} ref={ref} {...TEXTS} />);
    expect(screen.getByText('Choose (optional)')).toBeTruthy();
    act(() => ref.current?.open());

    const search = await screen.findByPlaceholderText('Search by name or calling code');
    fireEvent.change(search, { target: { value: 'ญี่ปุ่น' } });
    expect(screen.getByText('ญี่ปุ่น')).toBeTruthy();
    expect(screen.queryByText('ไทย')).toBeNull();

    fireEvent.change(search, { target: { value: 'thai' } });
    expect(screen.queryByText('ญี่ปุ่น')).toBeNull();
    expect(screen.getByText('+66')).toBeTruthy();
    fireEvent.click(screen.getByText('ไทย'));
    expect(onChange).toHaveBeenCalledWith('TH');
  });

  it('says so when nothing matches', async () => {
    const ref = createRef<CountryFieldRef>();
    render(<CountryField locale="en" value="JP" ref={ref} {...TEXTS} />);
    expect(screen.getByText('Japan')).toBeTruthy();
    act(() => ref.current?.open());
    fireEvent.change(await screen.findByPlaceholderText('Search by name or calling code'), {
      target: { value: 'atlantis' },
    });
    expect(screen.getByRole('status').textContent).toBe('Nothing matches “atlantis”');
  });

  it('opens from the register form and sends the chosen code', async () => {
    const api = fakeApi({ '/user/register': { userinfo: { token: 't', id: 1, account: 'newbuyer' } } });
    renderAt('/register', { '/register': RegisterPage });
    fireEvent.click(await screen.findByText('Choose (optional)'));
    fireEvent.change(await screen.findByPlaceholderText('Search by name or calling code'), {
      target: { value: '+81' },
    });
    fireEvent.click(screen.getByText('Japan'));
    await waitFor(() => expect(document.querySelector('.country-field__value')?.textContent).toBe('Japan+81'));
    fireEvent.change(screen.getByPlaceholderText('3–40 letters or digits'), { target: { value: 'newbuyer' } });
    fireEvent.change(screen.getByPlaceholderText('At least 6 characters'), { target: { value: 'secret123' } });
    fireEvent.change(screen.getByPlaceholderText('Enter the password again'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(api.callsTo('/user/register')).toHaveLength(1));
    expect(api.callsTo('/user/register')[0]?.body).toMatchObject({ account: 'newbuyer', country: 'JP' });
  }, 20_000);

  it("is the address form's country too, keeping a stored country that is not in the list", async () => {
    render(
      <Form initialValues={{ country: 'KE' }}>
        <AddressFields />
      </Form>,
    );
    const shown = () => document.querySelector('.country-field__value')?.textContent;
    expect(shown()).toBe('Kenya'); // not a country the shop lists today: no calling code known, still shown
    fireEvent.click(screen.getByText('Kenya'));
    fireEvent.change(await screen.findByPlaceholderText('Search by name or calling code'), {
      target: { value: 'japan' },
    });
    fireEvent.click(screen.getByText('Japan'));
    await waitFor(() => expect(shown()).toBe('Japan+81'));
  });
});
