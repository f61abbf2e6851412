import type { ProductDetailDto } from '@shop/contract/catalogue';
import type { ReviewDto } from '@shop/contract/review';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, image, initTestI18n, mockApi, renderAt } from '../../test-support/catalogue-test-utils.tsx';
import { DetailPage } from './detail-page.tsx';

const PRODUCT: ProductDetailDto = {
  id: 1,
  title: 'Slim Laptop',
  description: 'A 1.3 kg aluminium laptop.',
  images: [image],
  price: '649.99',
  stock: 10,
  sales: 120,
  category_id: 1,
  specs: [],
  skus: [{ id: 1, options: [], price: '649.99', compare_at_price: null, stock: 10 }],
  shop: { id: 7, name: 'Volt Digital', logo: image, fans: 10, sales: 100, favorable_rate: 98 },
  review_summary: { count: 7, rating: 4.3 },
  hearted: false,
};

const review = (id: number, overrides: Partial<ReviewDto> = {}): ReviewDto => ({
  id,
  product_id: 1,
  author: 'a***e',
  content: `Review number ${id}`,
  reply: null,
  replied_at: null,
  product_score: 4,
  service_score: 5,
  postage_score: 4,
  images: [],
  spec: '16 GB',
  created_at: '2025-11-25T09:00:00.000Z',
  ...overrides,
});

const HOSTILE = '<script>window.hacked = true</script><img src=x onerror="window.hacked = true">';
const PICTURES = ['/uploads/u/reviewpicture00000001.webp', '/uploads/u/reviewpicture00000002.webp'];

/** Pages of five; `with_images` keeps the reviews with pictures. */
function reviewsAnswer(params: URLSearchParams) {
  const all = [
    review(1, { content: HOSTILE, images: PICTURES }),
    ...[2, 3, 4, 5, 6].map((id) => review(id)),
    review(7, { images: [PICTURES[0] as string] }),
  ];
  const list = params.get('with_images') ? all.filter((r) => r.images.length > 0) : all;
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    list: list.slice((page - 1) * limit, page * limit),
    total: list.length,
    page,
    limit,
    summary: { count: 7, product: 4.29, service: 4.857, postage: 4 },
  };
}

/** An IntersectionObserver that reports its targets on screen at once, as if the shopper had scrolled there. */
class OnScreenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
  unobserve() {}
  disconnect() {}
}

/** An IntersectionObserver that only records what it watches, until the test scrolls the shopper there. */
class WatchingObserver {
  static watched: { target: Element; observer: WatchingObserver }[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    WatchingObserver.watched.push({ target, observer: this });
  }
  unobserve() {}
  disconnect() {}
  static scrollToAll() {
    for (const { target, observer } of WatchingObserver.watched)
      observer.callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
  }
}

beforeAll(initTestI18n);
beforeEach(() => {
  (window as unknown as { hacked?: boolean }).hacked = false;
  WatchingObserver.watched = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const section = () => screen.getByRole('region', { name: 'Reviews' });

describe('the reviews of the product page', () => {
  it('loads nothing of the reviews until the section nears the screen', async () => {
    vi.stubGlobal('IntersectionObserver', WatchingObserver);
    const fetchMock = mockApi({ '/goods/detail': PRODUCT, '/goods/reviews': reviewsAnswer });
    renderAt(['/detail/1'], { '/detail/:product?/:mer?': DetailPage });
    await screen.findByRole('heading', { name: 'Slim Laptop' });
    expect(within(section()).getByText('4.3')).toBeTruthy();
    expect(within(section()).getByText('Based on 7 reviews')).toBeTruthy();
    // The section waits for the screen: it is being watched, with grey lines where the reviews will be.
    await waitFor(() => expect(WatchingObserver.watched.map((w) => w.target)).toEqual([section()]));
    expect(section().querySelector('.review-list__placeholder')).toBeTruthy();
    expect(callsTo(fetchMock, '/goods/reviews')).toHaveLength(0);
    // Scrolling there loads them: the same test would have seen an early request.
    act(() => WatchingObserver.scrollToAll());
    expect(await screen.findByText('Review number 2')).toBeTruthy();
    expect(callsTo(fetchMock, '/goods/reviews')).toHaveLength(1);
  });

  it('shows the average of each score and the reviews, their text as text', async () => {
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
    const fetchMock = mockApi({ '/goods/detail': PRODUCT, '/goods/reviews': reviewsAnswer });
    renderAt(['/detail/1'], { '/detail/:product?/:mer?': DetailPage });
    expect(await screen.findByText('Review number 2')).toBeTruthy();
    expect(callsTo(fetchMock, '/goods/reviews')[0]?.toString()).toBe('product_id=1&page=1&limit=5');

    const averages = within(section()).getByLabelText('Average scores');
    expect([...averages.querySelectorAll('dt')].map((el) => el.textContent)).toEqual([
      'Product',
      'Service',
      'Shipping',
    ]);
    expect(screen.getByTestId('review-average-product').textContent).toBe('4.3');
    expect(screen.getByTestId('review-average-service').textContent).toBe('4.9');
    expect(screen.getByTestId('review-average-postage').textContent).toBe('4.0');
    expect(within(section()).getByRole('button', { name: 'All (7)' }).getAttribute('aria-pressed')).toBe('true');

    // The hostile review shows as typed: no script, no image of its own, nothing ran.
    expect(screen.getByText(HOSTILE)).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBe(false);
    expect(
      within(section())
        .getAllByRole('listitem')
        .filter((li) => li.classList.contains('review')),
    ).toHaveLength(5);
  });

  it('loads more reviews on demand and filters those with pictures', async () => {
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
    const fetchMock = mockApi({ '/goods/detail': PRODUCT, '/goods/reviews': reviewsAnswer });
    renderAt(['/detail/1'], { '/detail/:product?/:mer?': DetailPage });
    await screen.findByText('Review number 5');
    expect(screen.queryByText('Review number 6')).toBeNull();

    fireEvent.click(within(section()).getByRole('button', { name: 'More reviews' }));
    expect(await screen.findByText('Review number 6')).toBeTruthy();
    expect(callsTo(fetchMock, '/goods/reviews')[1]?.get('page')).toBe('2');
    expect(within(section()).queryByRole('button', { name: 'More reviews' })).toBeNull();
    expect(within(section()).getByText('No more reviews')).toBeTruthy();

    fireEvent.click(within(section()).getByRole('button', { name: 'With pictures' }));
    expect(await screen.findByText('Review number 7')).toBeTruthy();
    expect(screen.queryByText('Review number 2')).toBeNull();
    expect(callsTo(fetchMock, '/goods/reviews').at(-1)?.get('with_images')).toBe('1');
    expect(within(section()).getByRole('button', { name: 'With pictures' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(HOSTILE)).toBeTruthy();
  });

  it('opens a review picture full screen', async () => {
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
    mockApi({ '/goods/detail': PRODUCT, '/goods/reviews': reviewsAnswer });
    renderAt(['/detail/1'], { '/detail/:product?/:mer?': DetailPage });
    fireEvent.click(await screen.findByRole('button', { name: "Open picture 2 of a***e's review" }));
    await waitFor(() =>
      expect(
        document.querySelector(
          `.adm-image-viewer-content img[src="${PICTURES[1]}"], .adm-image-viewer-image-wrapper img[src="${PICTURES[1]}"]`,
        ),
      ).toBeTruthy(),
    );
  });

  it('asks nothing for a product without reviews', async () => {
    vi.stubGlobal('IntersectionObserver', WatchingObserver);
    const fetchMock = mockApi({
      '/goods/detail': { ...PRODUCT, review_summary: { count: 0, rating: 0 } },
      '/goods/reviews': reviewsAnswer,
    });
    renderAt(['/detail/1'], { '/detail/:product?/:mer?': DetailPage });
    await screen.findByRole('heading', { name: 'Slim Laptop' });
    // The section has settled on its final words: no grey lines waiting for reviews, nothing watched for the screen,
    // and the reviews are only ever asked for by the list that watching would bring.
    expect(within(section()).getByText('No reviews yet')).toBeTruthy();
    expect(section().querySelector('.review-list__placeholder')).toBeNull();
    expect(WatchingObserver.watched).toHaveLength(0);
    expect(callsTo(fetchMock, '/goods/reviews')).toHaveLength(0);
  });
});
