import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDesk } from '../app-shell/test-render.tsx';
import { ChoiceList } from './choice-list.tsx';
import { DiscountFields, type DiscountKind, DiscountKindField, type DiscountWord } from './discount-fields.tsx';
import { FormDrawer } from './form-drawer.tsx';
import { ScheduleFields, type ScheduleWord } from './schedule-fields.tsx';

/** The parts' words as a desk gives them: here the word's own name, so a test reads which word went where. */
const words = (word: DiscountWord | ScheduleWord) => word;

interface Values {
  kind: DiscountKind;
  starts_at: string;
  ends_at: string;
}

/** A drawer holding a discount and a schedule, as the promo code and voucher editors do. */
function Editor({ onFinish, refusal }: { onFinish(values: object): void; refusal?: { message: string } }) {
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? 'fixed';
  return (
    <FormDrawer title="Terms" onSave={() => form.submit()} saving={false} onClose={() => undefined} refusal={refusal}>
      <Form<Values> form={form} layout="vertical" initialValues={{ kind: 'fixed' }} onFinish={onFinish}>
        <DiscountKindField words={words} />
        <DiscountFields kind={kind} maxPercent={90} words={words} />
        <ScheduleFields words={words} />
      </Form>
    </FormDrawer>
  );
}

const drawer = () => screen.getByRole('dialog');
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(cleanup);

describe('the shared form parts', { timeout: 20_000 }, () => {
  it('ask the chosen kind’s value, check money and the window, and save from the drawer’s foot', async () => {
    const onFinish = vi.fn();
    renderDesk(<Editor onFinish={onFinish} />);
    expect(screen.getByLabelText('amountOff')).toBeTruthy();
    expect(screen.queryByLabelText('percentOff')).toBeNull();
    fill('amountOff', '0');
    fill('minSpend', '12.345');
    fill('starts', '2030-04-01T10:00');
    fill('ends', '2030-04-01T09:00');
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an amount above 0')).toBeTruthy();
    expect(screen.getByText('Enter an amount like 12.50')).toBeTruthy();
    expect(screen.getByText('endsAfterStart')).toBeTruthy();
    expect(onFinish).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText('percent'));
    await screen.findByLabelText('percentOff');
    expect(screen.getByLabelText('maxDiscount')).toBeTruthy();
    fill('percentOff', '15');
    fill('minSpend', '');
    fill('ends', '2030-04-02T10:00');
    fireEvent.click(within(drawer()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish.mock.calls[0]?.[0]).toMatchObject({
      kind: 'percent',
      percent_off: 15,
      ends_at: '2030-04-02T10:00',
    });
  });

  it('show a refusal of the whole save above the form', () => {
    renderDesk(<Editor onFinish={() => undefined} refusal={{ message: 'This voucher has started' }} />);
    expect(within(screen.getByRole('alert')).getByText('This voucher has started')).toBeTruthy();
  });

  it('tick and untick choices, the value kept in the choices’ order, and save it', async () => {
    const onFinish = vi.fn();
    const choices = ['admin', 'finance', 'support'] as const;
    function Roles() {
      const [form] = Form.useForm<{ roles: string[] }>();
      return (
        <Form form={form} initialValues={{ roles: ['support', 'admin'] }} onFinish={onFinish}>
          <Form.Item name="roles" label="Roles">
            <ChoiceList choices={choices} label={(role) => role} description={(role) => `What ${role} may do`} />
          </Form.Item>
          <button type="submit">Save</button>
        </Form>
      );
    }
    renderDesk(<Roles />);
    const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
    expect(choices.map((role) => box(role).checked)).toEqual([true, false, true]);
    expect(screen.getByText('What finance may do')).toBeTruthy();

    fireEvent.click(box('finance'));
    fireEvent.click(box('admin'));
    expect(choices.map((role) => box(role).checked)).toEqual([false, true, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ roles: ['finance', 'support'] }));
  });
});
