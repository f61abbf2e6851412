import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDesk } from '../app-shell/test-render.tsx';
import { FreightFields } from './freight-fields.tsx';
import { type FreightFormValues, toFreightFields, toFreightFormValues } from './freight-form-values.ts';

afterEach(cleanup);

/** The words as their names, so the test reads the fields by the word each one asks for. */
const words = (word: string) => word;

function show(initial: FreightFormValues, onFinish: (values: FreightFormValues) => void) {
  renderDesk(
    <Form<FreightFormValues> initialValues={initial} onFinish={onFinish}>
      <FreightFields words={words} />
      <Button htmlType="submit">Save</Button>
    </Form>,
  );
}

describe('the freight rule fields', { timeout: 20_000 }, () => {
  it('shows the weight fields only by weight, and names the fee after the mode', async () => {
    show({ mode: 'flat', fee: '4.99' }, vi.fn());
    expect(screen.getByLabelText('fee')).toBeTruthy();
    expect(screen.queryByLabelText('firstWeight')).toBeNull();
    fireEvent.click(screen.getByText('weight'));
    expect(await screen.findByLabelText('firstWeight')).toBeTruthy();
    expect(screen.getByLabelText('firstFee')).toBeTruthy();
    expect(screen.getByLabelText('stepWeight')).toBeTruthy();
    expect(screen.getByLabelText('stepFee')).toBeTruthy();
  });

  it('sends a saved weight rule back as it was, and no weights once switched to flat', async () => {
    const saved = {
      mode: 'weight',
      fee: '8.00',
      free_above: null,
      first_weight_g: 1000,
      step_weight_g: 500,
      step_fee: '3.00',
    } as const;
    const onFinish = vi.fn();
    show(toFreightFormValues(saved), onFinish);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(toFreightFields(onFinish.mock.calls[0]![0])).toEqual(saved);
    fireEvent.click(screen.getByText('flat'));
    await waitFor(() => expect(screen.queryByLabelText('firstWeight')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(2));
    expect(toFreightFields(onFinish.mock.calls[1]![0])).toEqual({
      ...saved,
      mode: 'flat',
      first_weight_g: null,
      step_weight_g: null,
      step_fee: null,
    });
  });

  it('refuses grams that are not whole or out of bounds', async () => {
    const onFinish = vi.fn();
    show({ mode: 'weight', fee: '8', first_weight_g: 0, step_weight_g: 500, step_fee: '1' }, onFinish);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.querySelectorAll('.ant-form-item-has-error').length).toBe(1));
    expect(onFinish).not.toHaveBeenCalled();
  });
});
