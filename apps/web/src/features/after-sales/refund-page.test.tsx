import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetDuplicateGuardForTests } from '../../lib/request.ts';
import { toast } from '../../lib/toast.ts';
import {
  type FakeRequest,
  fakeApi,
  initTestI18n,
  Refusal,
  renderAt,
  resetAll,
  spyOnToasts,
} from '../../test-support/screen-harness.tsx';
import { LAPTOP, logIn, picture, PROOF, refund, refundInfo } from './after-sales-test-utils.tsx';
import { RefundPage } from './refund-page.tsx';

const ROUTES = { '/refund/:id?/:sn?/:product_ids?/:amount?': RefundPage };
const FROM_MY_ORDERS = '/refund/3/202511210000003/101,102/704.99';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const location = () => screen.getByTestId('location').textContent;
const amountInput = () => screen.getByLabelText('Refund amount') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
const applies = (api: ReturnType<typeof fakeApi>) => api.callsTo('/refund/apply', 'POST');
const line = (title: string) => screen.getByRole('checkbox', { name: new RegExp(title) }) as HTMLInputElement;

/** Everything a refund request asks for, except what the test leaves out. */
async function fillForm({ proofs = true }: { proofs?: boolean } = {}) {
  fireEvent.click(screen.getByRole('button', { name: 'Received' }));
  fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'damaged' } });
  fireEvent.change(screen.getByLabelText('Explanation'), { target: { value: '  The screen is cracked  ' } });
  if (proofs) {
    fireEvent.change(screen.getByLabelText('Add proof'), { target: { files: [picture()] } });
    expect(await screen.findByRole('img', { name: 'Picture 1' })).toBeTruthy();
  }
}

/** The refund info: the whole order, or, for `product_ids`, the chosen products' most (the laptop: $649.99). */
const infoBy =
  (overrides = {}) =>
  ({ params }: FakeRequest) =>
    params.get('product_ids') === '101'
      ? refundInfo({ items: [LAPTOP], refundable: '649.99', ...overrides })
      : refundInfo(overrides);

beforeAll(initTestI18n);
beforeEach(() => {
  logIn();
  spyOnToasts();
});
afterEach(resetAll);

describe('the refund page', () => {
  it('shows the lines named by the route as chosen and starts the amount at the refundable maximum', async () => {
    const api = fakeApi({ '/refund/info': infoBy() });
    renderAt(FROM_MY_ORDERS, ROUTES);
    expect(await screen.findByText('Slim Laptop')).toBeTruthy();
    expect(api.callsTo('/refund/info')[0]?.params.get('order_id')).toBe('3');
    expect(screen.getByText('Order no. 202511210000003')).toBeTruthy();
    expect(line('Slim Laptop').checked).toBe(true);
    expect(line('USB-C Hub').checked).toBe(true);
    expect(amountInput().value).toBe('704.99');
    expect(screen.getByText('At most $704.99')).toBeTruthy();
  });

  it('starts with only the products of the route chosen, and asks for their own maximum', async () => {
    const api = fakeApi({ '/refund/info': infoBy() });
    renderAt('/refund/3/202511210000003/101/649.99', ROUTES);
    await screen.findByText('Slim Laptop');
    expect(line('Slim Laptop').checked).toBe(true);
    expect(line('USB-C Hub').checked).toBe(false);
    await waitFor(() => expect(amountInput().value).toBe('649.99'));
    expect(api.callsTo('/refund/info').map((call) => call.params.get('product_ids'))).toEqual([null, '101']);

    // Choosing the hubs too: the whole order's maximum again, without asking.
    fireEvent.click(line('USB-C Hub'));
    expect(amountInput().value).toBe('704.99');
    expect(api.callsTo('/refund/info')).toHaveLength(2);
  });

  it('refuses an amount above the refundable maximum on the page, without any request', async () => {
    const api = fakeApi({ '/refund/info': infoBy(), '/common/upload': { url: PROOF } });
    renderAt(FROM_MY_ORDERS, ROUTES);
    await screen.findByText('Slim Laptop');
    await fillForm();
    fireEvent.change(amountInput(), { target: { value: '705.00' } });
    // Said at once, under the field, before any tap on the button.
    expect(screen.getByRole('alert').textContent).toBe('The refund can be at most $704.99');
    submit();
    // The form's rules are judged asynchronously: the toast is the signal that the submit was refused.
    await waitFor(() => expect(toast.fail).toHaveBeenCalledWith('The refund can be at most $704.99'));
    // A minus sign cannot be typed; 0 is not an amount.
    fireEvent.change(amountInput(), { target: { value: '-5' } });
    expect(amountInput().value).toBe('705.00');
    fireEvent.change(amountInput(), { target: { value: '0' } });
    submit();
    expect(await screen.findByText('Please enter a correct amount')).toBeTruthy();
    fireEvent.change(amountInput(), { target: { value: '' } });
    submit();
    expect(await screen.findByText('Please enter the refund amount')).toBeTruthy();
    expect(applies(api)).toHaveLength(0);
  });

  it('asks for the goods status, a reason, an explanation and at least one proof picture before sending', async () => {
    const api = fakeApi({ '/refund/info': infoBy() });
    renderAt(FROM_MY_ORDERS, ROUTES);
    await screen.findByText('Slim Laptop');
    submit();
    expect(await screen.findByText('Please choose whether you received the goods')).toBeTruthy();
    expect(await screen.findByText('Please choose a reason')).toBeTruthy();
    expect(await screen.findByText('Please explain what happened')).toBeTruthy();
    expect(await screen.findByText('Please upload at least one proof picture')).toBeTruthy();
    await waitFor(() => expect(toast.fail).toHaveBeenLastCalledWith('Please choose whether you received the goods'));

    // Everything but the proof: still refused, with the proof's message.
    await fillForm({ proofs: false });
    submit();
    await waitFor(() => expect(toast.fail).toHaveBeenLastCalledWith('Please upload at least one proof picture'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please upload at least one proof picture',
    ]);

    // No line chosen at all.
    fireEvent.click(line('Slim Laptop'));
    fireEvent.click(line('USB-C Hub'));
    submit();
    expect(await screen.findByText('Please choose at least one item')).toBeTruthy();
    expect(applies(api)).toHaveLength(0);
  });

  it('applies with the chosen lines and an Idempotency-Key, then opens the order', async () => {
    const api = fakeApi({
      '/refund/info': infoBy(),
      '/common/upload': { url: PROOF },
      '/refund/apply': refund({ status: 0 }),
    });
    const { router } = renderAt(FROM_MY_ORDERS, ROUTES);
    await screen.findByText('Slim Laptop');
    // Only the laptop, sent back: its maximum is read for it.
    fireEvent.click(line('USB-C Hub'));
    await waitFor(() => expect(amountInput().value).toBe('649.99'));
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Refund and return' }));
    fireEvent.change(amountInput(), { target: { value: '600' } });
    submit();

    await waitFor(() => expect(location()).toBe('/orderInfo/3'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(toast.success).toHaveBeenCalledWith('Apply successful');
    const [call] = applies(api);
    expect(call?.body).toEqual({
      order_id: 3,
      item_ids: [LAPTOP.order_item_id],
      type: 'return_refund',
      amount: '600.00',
      goods_status: 'received',
      reason: 'damaged',
      explanation: 'The screen is cracked',
      proofs: [PROOF],
    });
    expect(call?.headers['Idempotency-Key']).toMatch(UUID);
  });

  it('refunds without return for an order not shipped yet: the goods cannot have arrived', async () => {
    const api = fakeApi({
      '/refund/info': refundInfo({ order: { id: 3, order_no: '202511210000003', status: 1, total: '704.99' } }),
      '/common/upload': { url: PROOF },
      '/refund/apply': refund(),
    });
    renderAt(FROM_MY_ORDERS, ROUTES);
    await screen.findByText('Slim Laptop');
    expect(screen.getByRole('button', { name: 'Not received' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('button', { name: 'Received' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Refund and return' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'changed_mind' } });
    fireEvent.change(screen.getByLabelText('Explanation'), { target: { value: 'Ordered twice' } });
    fireEvent.change(screen.getByLabelText('Add proof'), { target: { files: [picture()] } });
    await screen.findByRole('img', { name: 'Picture 1' });
    submit();
    await waitFor(() => expect(applies(api)).toHaveLength(1));
    expect(applies(api)[0]?.body).toMatchObject({
      type: 'refund_only',
      goods_status: 'not_received',
      amount: '704.99',
      item_ids: [30, 40],
    });
  });

  it('puts the server\'s "at most" under the amount when something was refunded meanwhile', async () => {
    let refundable = '704.99';
    const api = fakeApi({
      '/refund/info': () => refundInfo({ refundable }),
      '/common/upload': { url: PROOF },
      '/refund/apply': () => {
        refundable = '50.00';
        return new Refusal('REFUND_AMOUNT_TOO_HIGH', 'The amount can be at most $50.00');
      },
    });
    renderAt(FROM_MY_ORDERS, ROUTES);
    await screen.findByText('Slim Laptop');
    await fillForm();
    submit();
    expect(await screen.findByText('The amount can be at most $50.00')).toBeTruthy();
    // The figures are read again: the amount follows the new maximum.
    await waitFor(() => expect(amountInput().value).toBe('50.00'));
    expect(location()).toBe(FROM_MY_ORDERS);
    expect(applies(api)).toHaveLength(1);
  });

  it("shows an open request in place of the form, with the spec's message, its status and its progress", async () => {
    fakeApi({
      '/refund/info': refundInfo({
        order: { id: 3, order_no: '202511210000003', status: -4, total: '704.99' },
        open_refund: refund(),
      }),
    });
    renderAt(FROM_MY_ORDERS, ROUTES);
    expect(await screen.findByText('already submitted a refund request')).toBeTruthy();
    expect(screen.getByText('Under review')).toBeTruthy();
    expect(screen.getByText('$649.99')).toBeTruthy();
    expect(screen.getByText('Refund and return')).toBeTruthy();
    expect(screen.getByText('Damaged or defective')).toBeTruthy();
    expect(screen.getByText('The screen is cracked')).toBeTruthy();
    expect(screen.getByText('Refund requested')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open proof picture 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit request' })).toBeNull();
    expect(screen.queryByLabelText('Carrier')).toBeNull();
    expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe('/orderInfo/3');
  });

  it('takes the return shipment once a refund and return is approved', async () => {
    let open = refund({
      status: 1,
      timeline: [
        { kind: 'applied', actor: 'shopper', note: '', at: '2025-11-24T09:00:00.000Z' },
        { kind: 'approved', actor: 'operator', note: 'Please use a padded box', at: '2025-11-25T09:00:00.000Z' },
      ],
    });
    const api = fakeApi({
      '/refund/info': () => refundInfo({ open_refund: open }),
      '/refund/return': ({ body }: FakeRequest) => {
        const { carrier, tracking_no } = body as { carrier: string; tracking_no: string };
        open = refund({ status: 2, return_carrier: carrier, return_tracking_no: tracking_no });
        return open;
      },
    });
    renderAt(FROM_MY_ORDERS, ROUTES);
    expect(await screen.findByText('Approved: send the goods back')).toBeTruthy();
    expect(screen.getByText('Please use a padded box')).toBeTruthy();
    // Where to send them: the shop's return address.
    expect(screen.getByText('Send the goods back to')).toBeTruthy();
    expect(screen.getByText('18 Keyuan Road, Unit 3, Shenzhen, Nanshan, CN')).toBeTruthy();
    const form = screen.getByRole('region', { name: 'Send the goods back' });

    fireEvent.click(within(form).getByRole('button', { name: 'Save return shipment' }));
    expect(screen.getByText('Please enter the carrier')).toBeTruthy();
    expect(screen.getByText('Please enter the tracking number')).toBeTruthy();
    expect(api.callsTo('/refund/return')).toHaveLength(0);

    resetDuplicateGuardForTests();
    fireEvent.change(within(form).getByLabelText('Carrier'), { target: { value: ' DHL Express ' } });
    fireEvent.change(within(form).getByLabelText('Tracking number'), { target: { value: 'JD0146000099' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save return shipment' }));
    await waitFor(() => expect(api.callsTo('/refund/return')).toHaveLength(1));
    expect(api.callsTo('/refund/return')[0]?.body).toEqual({
      id: 5,
      carrier: 'DHL Express',
      tracking_no: 'JD0146000099',
    });
    expect(toast.success).toHaveBeenCalledWith('Return shipment saved');
    // Read again: the request now waits for the shop, with the parcel shown.
    expect(await screen.findByText('Goods sent back')).toBeTruthy();
    expect(screen.getByText('JD0146000099')).toBeTruthy();
    expect(screen.queryByLabelText('Carrier')).toBeNull();
  });

  it("shows the server's message for an order that is not the shopper's", async () => {
    fakeApi({ '/refund/info': new Refusal('ORDER_NOT_FOUND', 'This order does not exist') });
    renderAt(FROM_MY_ORDERS, ROUTES);
    expect(await screen.findByText('This order does not exist')).toBeTruthy();
    expect(screen.getByText('Order not found')).toBeTruthy();
    expect(toast.fail).not.toHaveBeenCalled();
  });

  it('says a completed order cannot be refunded, without a form', async () => {
    fakeApi({
      '/refund/info': refundInfo({ order: { id: 3, order_no: '202511210000003', status: 4, total: '704.99' } }),
    });
    renderAt(FROM_MY_ORDERS, ROUTES);
    expect(await screen.findByText('A refund cannot be requested for this order now')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit request' })).toBeNull();
  });
});
