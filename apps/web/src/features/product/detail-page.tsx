import type { ProductDetailDto } from '@shop/contract/catalogue';
import type { VoucherTermsDto } from '@shop/contract/promotion';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UploadOutline } from 'antd-mobile-icons';
import { memo, startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { preloadPictureViewer } from '../../components/picture-viewer.tsx';
import { Page } from '../../components/page.tsx';
import { RequestError } from '../../lib/request-error.ts';
import { session, useLang } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { onFirstInteraction } from '../../lib/on-first-interaction.ts';
import { useStableHandler } from '../../lib/stable-handler.ts';
import { onAddToCart, onBuyNow } from './cart-actions.ts';
import { detailPageQueryOptions, productIdOf } from './detail-query.ts';
import { DetailGallery } from './detail-gallery.tsx';
import { DetailActionBar, HeartIconButton, ShopSummaryCard, SpecRow, useReviewSummaryText } from './detail-parts.tsx';
import { DetailReviews } from './detail-reviews.tsx';
import { useSetHeart } from '../../lib/catalogue/engagement-api.ts';
import { PriceTag } from './price-tag.tsx';
import { CompareAtPrice } from '../../components/compare-at-price.tsx';
import { productPromotionsQueryOptions } from '../../lib/catalogue/promotion-api.ts';
import { VoucherChips } from '../../lib/catalogue/voucher-chips.tsx';
import { DealBanner, DealFacts } from './deal-price.tsx';
import { dealsBySku, priceView, type SkuDeal } from './deal-pricing.ts';
import { rememberViewed } from '../../lib/catalogue/recently-viewed.ts';
import { shareOrCopy } from './share-product.ts';
import { formatCount } from '../../lib/catalogue/shop-figures.ts';
import { type Choice, chosenValues, clampQuantity, displayed, initialChoice, openDimensions } from './sku-selection.ts';
import { SpecSheet } from './spec-sheet.tsx';
import { whenIdle } from '../../lib/when-idle.ts';
import './detail.css';

// A pick renders the page's body again, inside the tap's own time; the gallery, the shop card and the reviews take
// nothing of it, so they are not rendered again. Opening the sheet or changing the quantity renders neither the body
// nor the bar.
const Gallery = memo(DetailGallery);
const ShopSummary = memo(ShopSummaryCard);
const Reviews = memo(DetailReviews);
const Body = memo(DetailBody);
const ActionBar = memo(DetailActionBar);

/**
 * /detail/:product/:mer? — a product: pictures, price, title, heart and share, the specification sheet, the
 * shop, the description and the rating, with a fixed buying bar. `mer` (the shop) is not needed: the product
 * names its shop.
 */
export function DetailPage() {
  const { product } = useParams();
  const id = productIdOf(product);
  if (id === null) return <DetailMissing />;
  // Keyed by product: opening another product from this page starts a fresh choice.
  return <ProductDetail key={id} id={id} />;
}

function ProductDetail({ id }: { id: number }) {
  const lang = useLang();
  const queryClient = useQueryClient();
  const query = useQuery(detailPageQueryOptions(lang, id));
  const promotions = useQuery(productPromotionsQueryOptions(lang, id));
  const deals = useMemo(() => dealsBySku(promotions.data?.deals), [promotions.data]);
  // A deal ended: read the deals again (the price goes back to normal once the server has moved on).
  const onDealEnd = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: productPromotionsQueryOptions(lang, id).queryKey }),
    [queryClient, lang, id],
  );
  // The price waits for the deals while they are being read, rather than showing the normal price and then jumping
  // to the deal's; a failed (or offline) read shows the product without them.
  const promotionsLoading = promotions.isPending && promotions.fetchStatus === 'fetching';
  if (query.data && !promotionsLoading) {
    return (
      <DetailView
        product={query.data}
        deals={deals}
        vouchers={promotions.data?.vouchers ?? NO_VOUCHERS}
        onDealEnd={onDealEnd}
      />
    );
  }
  if (query.isError) return <DetailFailed error={query.error} onRetry={() => void query.refetch()} />;
  return <DetailSkeleton />;
}

const NO_VOUCHERS: VoucherTermsDto[] = [];

interface DetailViewProps {
  product: ProductDetailDto;
  /** The running deals a shopper can still buy at, by SKU. */
  deals: ReadonlyMap<number, SkuDeal>;
  /** The shop's public vouchers running now. */
  vouchers: readonly VoucherTermsDto[];
  onDealEnd: () => void;
}

function DetailView({ product, deals, vouchers, onDealEnd }: DetailViewProps) {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  const [choice, setChoice] = useState<Choice>(() => initialChoice(product.specs, product.skus));
  const [quantity, setQuantity] = useState(1);
  const [sheetOpen, setSheetOpen] = useState(false);
  // The sheet (its code is in the page's own chunk: a platform dialog, components/bottom-sheet.tsx) is rendered when
  // it first opens, or ahead of that from the shopper's first touch as a transition, which a tap interrupts; then it
  // stays. Not rendered with the page, so that neither the server's HTML nor the start's hydration carries it.
  const [sheetMounted, setSheetMounted] = useState(false);
  if (sheetOpen && !sheetMounted) setSheetMounted(true);
  const heart = useHeart(product);
  const shown = displayed(product, product.skus, choice);

  useEffect(() => {
    rememberViewed({
      id: product.id,
      shop_id: product.shop.id,
      title: product.title,
      image: product.images[0] ?? { small: '', large: '' },
      price: product.price,
    });
  }, [product.id, product.shop.id, product.title, product.images, product.price]);

  // What a tap may open next, made ready from the shopper's first touch on (a press comes before its click). The
  // picture viewer's code (about 20 files) is fetched once the browser is next idle, after what the touch itself
  // does: fetched and evaluated with the touch, when that touch was the tap on the sheet, it took 50–70 ms of the
  // tap's own time at 4× CPU slowdown.
  useEffect(
    () =>
      onFirstInteraction(() => {
        startTransition(() => setSheetMounted(true));
        whenIdle(preloadPictureViewer);
      }),
    [],
  );

  const changeChoice = (next: Choice) => {
    setChoice(next);
    setQuantity((q) => clampQuantity(q, displayed(product, product.skus, next).stock));
  };

  const buy = async (action: typeof onAddToCart) => {
    const sku = shown.sku;
    if (!sku) {
      // The bar opens the sheet to choose; inside the sheet, say what is still missing.
      const open = openDimensions(product.specs, choice);
      if (sheetOpen && open.length > 0) void toast.plain(t('pleaseSelect', { names: open.join(t('listSeparator')) }));
      setSheetOpen(true);
      return;
    }
    if (sku.stock === 0) {
      void toast.plain(t('outOfStock'));
      setSheetOpen(true);
      return;
    }
    const done = await action(
      { productId: product.id, shopId: product.shop.id, skuId: sku.id, quantity, dealId: deals.get(sku.id)?.deal_id },
      { navigate },
    );
    if (done) setSheetOpen(false);
  };
  // Stable, as are the body's other handlers: opening or closing the sheet renders the sheet alone, not the page
  // under it (which took about half of the tap's work at 4× CPU slowdown).
  const addToCart = useStableHandler(() => void buy(onAddToCart));
  const buyNow = useStableHandler(() => void buy(onBuyNow));
  const openSheet = useCallback(() => setSheetOpen(true), []);

  return (
    <Page titleKey="detail">
      <Body
        product={product}
        deals={deals}
        vouchers={vouchers}
        choice={choice}
        heart={heart}
        onDealEnd={onDealEnd}
        onOpenSheet={openSheet}
      />
      <ActionBar shopId={product.shop.id} productId={product.id} {...heart} onAddToCart={addToCart} onBuyNow={buyNow} />
      {sheetMounted && (
        <SpecSheet
          visible={sheetOpen}
          onClose={() => setSheetOpen(false)}
          product={product}
          deals={deals}
          choice={choice}
          onChoiceChange={changeChoice}
          quantity={quantity}
          onQuantityChange={(q) => setQuantity(clampQuantity(q, shown.stock))}
          onAddToCart={addToCart}
          onBuyNow={buyNow}
        />
      )}
    </Page>
  );
}

interface DetailBodyProps extends Pick<DetailViewProps, 'product' | 'deals' | 'vouchers' | 'onDealEnd'> {
  choice: Choice;
  heart: ReturnType<typeof useHeart>;
  onOpenSheet: () => void;
}

/** The page under the buying bar: pictures, price and title, vouchers, the choice, the shop, description, reviews. */
function DetailBody({ product, deals, vouchers, choice, heart, onDealEnd, onOpenSheet }: DetailBodyProps) {
  const { t } = useTranslation('product');
  const lang = useLang();
  const reviewText = useReviewSummaryText(product.review_summary);
  const price = priceView(product, choice, deals);
  const separator = t('listSeparator');
  const open = openDimensions(product.specs, choice);

  const share = async () => {
    const outcome = await shareOrCopy({ title: product.title, url: window.location.href });
    if (outcome === 'copied') void toast.success(t('common:success.copied'));
    if (outcome === 'failed') void toast.fail(t('common:failure.copy'));
  };

  return (
    <div className="detail">
      <Gallery images={product.images} title={product.title} />
      <section className={`detail-card detail-summary${price.deal ? ' detail-summary--deal' : ''}`}>
        {price.deal && <DealBanner view={price} deal={price.deal} onEnd={onDealEnd} />}
        <div className="detail-summary__price-row">
          {price.deal ? (
            <DealFacts className="detail-summary__deal-facts" deal={price.deal} />
          ) : (
            <span className="detail-summary__prices">
              <PriceTag className="detail-summary__price" price={price.price} from={price.from} />
              <CompareAtPrice price={price.price} compareAt={price.compareAt} />
            </span>
          )}
          <span className="detail-summary__sold">
            {t('sold', { count: product.sales, sold: formatCount(product.sales, lang) })}
          </span>
        </div>
        <div className="detail-summary__title-row">
          <h2 className="detail-summary__title">{product.title}</h2>
          <div className="detail-summary__tools">
            <HeartIconButton {...heart} />
            <button type="button" className="detail-icon-button" onClick={() => void share()} aria-label={t('share')}>
              <UploadOutline />
            </button>
          </div>
        </div>
        <div className="detail-summary__rating">
          {product.review_summary.count > 0 && (
            <span className="detail-summary__star" aria-hidden="true">
              ★
            </span>
          )}
          {reviewText}
        </div>
      </section>
      {vouchers.length > 0 && (
        <section className="detail-card detail-vouchers" aria-label={t('vouchers')}>
          <span className="detail-vouchers__label">{t('vouchers')}</span>
          <VoucherChips vouchers={vouchers} />
        </section>
      )}
      {product.specs.length > 0 && (
        <SpecRow
          label={t('specification')}
          text={
            open.length > 0
              ? t('selectDims', { names: open.join(separator) })
              : t('selected', { values: chosenValues(product.specs, choice).join(separator) })
          }
          onOpen={onOpenSheet}
        />
      )}
      <ShopSummary shop={product.shop} />
      <section className="detail-card">
        <h2 className="detail-card__title">{t('description')}</h2>
        <p className="detail-description">{product.description}</p>
      </section>
      <Reviews productId={product.id} summary={product.review_summary} />
    </div>
  );
}

/**
 * The heart, shown at once in its new state while the request runs. A visitor goes to /login first: the request
 * client only redirects on 401 when a token existed (an expired session), not for someone never logged in.
 */
function useHeart(product: ProductDetailDto) {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  const setHeart = useSetHeart();
  const hearted = setHeart.isPending ? setHeart.variables.heart : (setHeart.data?.hearted ?? product.hearted);
  const onToggle = useStableHandler(() => {
    if (!session.get().token) {
      void toast.plain(t('common:loginFirst'));
      void navigate('/login');
      return;
    }
    setHeart.mutate(
      { product_id: product.id, heart: !hearted },
      { onSuccess: (result) => void toast.success(result.hearted ? t('heartAdded') : t('heartRemoved')) },
    );
  });
  const pending = setHeart.isPending;
  return useMemo(() => ({ hearted, onToggle, pending }), [hearted, onToggle, pending]);
}

function DetailMissing({ message }: { message?: string }) {
  const { t } = useTranslation('product');
  return (
    <Page titleKey="detail">
      <EmptyState title={t('notFound')} description={message}>
        <Link to="/home" className="link-button">
          {t('common:goHome')}
        </Link>
      </EmptyState>
    </Page>
  );
}

function DetailFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('product');
  // A business answer (PRODUCT_NOT_FOUND: unknown or off sale) will not change on retry; a network failure may.
  if (error instanceof RequestError && error.kind === 'business') return <DetailMissing message={error.message} />;
  return (
    <Page titleKey="detail">
      <EmptyState title={t('loadFailed')} description={error.message}>
        <button type="button" className="link-button detail-retry" onClick={onRetry}>
          {t('common:retry')}
        </button>
        <Link to="/home" className="detail-home-link">
          {t('common:goHome')}
        </Link>
      </EmptyState>
    </Page>
  );
}

/** The page's shape in grey while the product loads: the square picture, the price and title, the rows. */
function DetailSkeleton() {
  return (
    <Page titleKey="detail">
      <div className="detail" aria-busy="true">
        <div className="detail-gallery">
          <div className="skeleton detail-skeleton__picture" />
        </div>
        <div className="detail-card">
          <div className="skeleton detail-skeleton__price" />
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line skeleton--short" />
        </div>
        <div className="detail-card">
          <div className="skeleton skeleton--line skeleton--short" />
        </div>
        <div className="detail-card">
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line skeleton--short" />
        </div>
      </div>
    </Page>
  );
}
