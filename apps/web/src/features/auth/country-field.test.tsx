import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../test-support/screen-harness.tsx';
import { CountryField, type CountryFieldRef } from './country-field.tsx';

beforeAll(initTestI18n);
afterEach(cleanup);

/** Issue 16, item 13: register's country is a searchable sheet, not a wheel. */
describe('the register form country field', () => {
  it('filters the sheet by the typed text, in Thai and in English, and picks the tapped country', async () => {
    const onChange = vi.fn();
    const ref = createRef<CountryFieldRef>();
    render(<CountryField locale="th-TH" onChange={onChange} ref={ref} />);
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
    render(<CountryField locale="en" value="JP" ref={ref} />);
    expect(screen.getByText('Japan')).toBeTruthy();
    act(() => ref.current?.open());
    fireEvent.change(await screen.findByPlaceholderText('Search by name or calling code'), {
      target: { value: 'atlantis' },
    });
    expect(screen.getByRole('status').textContent).toBe('Nothing matches “atlantis”');
  });
});
