import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toast } from '../../lib/toast.ts';
import { CommentPage } from './comment-page.tsx';
import {
  type FakeRequest,
  fakeApi,
  initTestI18n,
  Refusal,
  renderAt,
  resetAll,
  spyOnToasts,
} from '../../test-support/screen-harness.tsx';
import { logIn, pending, picture, PROOF } from './after-sales-test-utils.tsx';

const ROUTES = { '/comment': CommentPage };
const location = () => screen.getByTestId('location').textContent;
const card = (title: string) => screen.getByRole('article', { name: title });
const posts = (api: ReturnType<typeof fakeApi>) => api.callsTo('/review/add', 'POST');
const review = (id: number) => ({
  id,
  product_id: 100,
  author: 'a***a',
  content: 'Great',
  product_score: 5,
  service_score: 5,
  postage_score: 5,
  images: [],
  spec: '',
  created_at: '2025-11-25T09:00:00.000Z',
  hidden: false,
  hidden_reason: '',
  order_id: 4,
});

beforeAll(initTestI18n);
beforeEach(() => {
  logIn();
  spyOnToasts();
});
afterEach(resetAll);

describe('the review page', () => {
  it('asks the pending lines of the order and shows reviewed lines as done', async () => {
    const api = fakeApi({
      '/review/pending': pending([{ title: 'Slim Laptop', reviewed: true }, { title: 'USB-C Hub' }]),
    });
    renderAt('/comment?order=4', ROUTES);
    expect(await screen.findByText('Order no. 202511210000004')).toBeTruthy();
    expect(api.callsTo('/review/pending')[0]?.params.get('order_id')).toBe('4');
    expect(within(card('Slim Laptop')).getByText('Reviewed')).toBeTruthy();
    expect(within(card('Slim Laptop')).queryByRole('button', { name: 'Publish review' })).toBeNull();
    expect(within(card('USB-C Hub')).getByRole('button', { name: 'Publish review' })).toBeTruthy();
    // Every score starts at five stars.
    const product = within(card('USB-C Hub')).getByRole('group', { name: 'Product' });
    expect((within(product).getByRole('radio', { name: '5 stars' }) as HTMLInputElement).checked).toBe(true);
  });

  it('refuses an empty review on the page, with the message, without a request', async () => {
    const api = fakeApi({ '/review/pending': pending([{ title: 'USB-C Hub' }]) });
    renderAt('/comment?order=4', ROUTES);
    const form = await screen.findByRole('article', { name: 'USB-C Hub' });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish review' }));
    expect(within(form).getByRole('alert').textContent).toBe('Please write your review');
    expect(toast.fail).toHaveBeenCalledWith('Please write your review');
    // Spaces only are empty too.
    fireEvent.change(within(form).getByLabelText('Your review'), { target: { value: '   ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish review' }));
    expect(within(form).getByRole('alert').textContent).toBe('Please write your review');
    expect(posts(api)).toHaveLength(0);
  });

  it('sends the three scores, the text and the pictures of one line, then shows it as done', async () => {
    const api = fakeApi({
      '/review/pending': pending([{ title: 'Slim Laptop' }, { title: 'USB-C Hub' }]),
      '/common/upload': { url: PROOF },
      '/review/add': { review: review(1), order_completed: false },
    });
    renderAt('/comment?order=4', ROUTES);
    const form = await screen.findByRole('article', { name: 'USB-C Hub' });
    fireEvent.click(
      within(within(form).getByRole('group', { name: 'Product' })).getByRole('radio', { name: '4 stars' }),
    );
    fireEvent.click(
      within(within(form).getByRole('group', { name: 'Service' })).getByRole('radio', { name: '2 stars' }),
    );
    expect(within(within(form).getByRole('group', { name: 'Service' })).getByText('Poor')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Your review'), { target: { value: ' Works with every port ' } });
    fireEvent.change(within(form).getByLabelText('Add picture'), { target: { files: [picture('hub.png')] } });
    expect(await within(form).findByRole('img', { name: 'Picture 1' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Publish review' }));

    await waitFor(() => expect(posts(api)).toHaveLength(1));
    expect(posts(api)[0]?.body).toEqual({
      order_item_id: 41,
      content: 'Works with every port',
      product_score: 4,
      service_score: 2,
      postage_score: 5,
      images: [PROOF],
    });
    await waitFor(() => expect(within(card('USB-C Hub')).getByText('Reviewed')).toBeTruthy());
    expect(toast.success).toHaveBeenCalledWith('Thank you for your review');
    // The other line is still to review, and the page stays.
    expect(within(card('Slim Laptop')).getByRole('button', { name: 'Publish review' })).toBeTruthy();
    expect(location()).toBe('/comment?order=4');
  });

  it('takes the shopper to the completed orders when the review completes the order', async () => {
    const api = fakeApi({
      '/review/pending': pending([{ title: 'Slim Laptop', reviewed: true }, { title: 'USB-C Hub' }]),
      '/review/add': ({ body }: FakeRequest) => ({
        review: review((body as { order_item_id: number }).order_item_id),
        order_completed: true,
      }),
    });
    const { router } = renderAt('/comment?order=4', ROUTES);
    const form = await screen.findByRole('article', { name: 'USB-C Hub' });
    fireEvent.change(within(form).getByLabelText('Your review'), { target: { value: 'Fine' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(location()).toBe('/myPurchases/4'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(toast.success).toHaveBeenCalledWith('Thank you! Every item is reviewed and the order is completed.');
    expect(posts(api)[0]?.body).toMatchObject({ order_item_id: 41, content: 'Fine', images: [] });
  });

  it("shows the server's reason for an order that cannot be reviewed yet", async () => {
    fakeApi({ '/review/pending': new Refusal('ORDER_NOT_REVIEWABLE', 'This order cannot be reviewed yet') });
    renderAt('/comment?order=4', ROUTES);
    expect(await screen.findByText('This order cannot be reviewed yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe('/orderInfo/4');
    expect(toast.fail).not.toHaveBeenCalled();
  });

  it('says the order is not found without asking the API when the address names none', () => {
    const api = fakeApi({});
    renderAt('/comment', ROUTES);
    expect(screen.getByText('Order not found')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
