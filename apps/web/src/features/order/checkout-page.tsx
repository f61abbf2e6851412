import './order.css';
import type { CheckoutPreviewBody, CheckoutPreviewDto, CheckoutSource } from '@shop/contract/order';
import { MAX_LINE_QUANTITY } from '@shop/contract/order-status';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';
import { invalidateCart } from '../../lib/cart.ts';
import { formatMoney } from '../../lib/money.ts';
import { RequestError } from '../../lib/request-error.ts';
import { useLang } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { checkoutPreviewQueryOptions, useCreateOrder } from './api.ts';
import { AddressCard, type AddressSheet, AddressSheets } from './checkout-address.tsx';
import { CheckoutGroup } from './checkout-group.tsx';
import { PromoField } from './checkout-promo.tsx';
import { centsOf } from './order-format.ts';
import { AmountRow } from './order-items.tsx';

const REMARK_MAX = 200;

/** `?sku=&qty=` is "Buy now" from the product page; without them the cart's selected lines are bought. */
export function sourceOf(params: URLSearchParams): CheckoutSource | null {
  if (!params.has('sku')) return { cart: true };
  const skuId = Number(params.get('sku'));
  const quantity = Number(params.get('qty') ?? '1');
  const valid =
    Number.isSafeInteger(skuId) &&
    skuId > 0 &&
    Number.isInteger(quantity) &&
    quantity >= 1 &&
    quantity <= MAX_LINE_QUANTITY;
  return valid ? { buy_now: { sku_id: skuId, quantity } } : null;
}

/**
 * /checkout — address, each shop's lines and freight, promo code, remark and the totals, every figure from
 * order/preview (the server prices everything); Submit creates one order per shop and opens the payment.
 */
export function CheckoutPage() {
  const { t } = useTranslation(['order', 'common']);
  const [searchParams] = useSearchParams();
  const source = sourceOf(searchParams);
  return (
    <Page titleKey="checkout">
      {source ? (
        <Checkout source={source} />
      ) : (
        <EmptyState title={t('order:checkout.cannotCheckout')}>
          <Link to="/home" className="link-button">
            {t('order:goShopping')}
          </Link>
        </EmptyState>
      )}
    </Page>
  );
}

/** Refusals of order/create that mean a line the checkout showed is no longer for sale as shown. */
const STALE_LINE_ERRORS = ['PRODUCT_OFF_SALE', 'OUT_OF_STOCK'];

/** The SKUs the checkout shows. */
const shownSkus = (data: CheckoutPreviewDto) => data.groups.flatMap((group) => group.items.map((item) => item.sku_id));

function Checkout({ source }: { source: CheckoutSource }) {
  const { t } = useTranslation(['order', 'common', 'messages']);
  const lang = useLang();
  const navigate = useNavigate();
  const [addressId, setAddressId] = useState<number>();
  const [promo, setPromo] = useState<string>();
  const [promoRefusal, setPromoRefusal] = useState('');
  const [remark, setRemark] = useState('');
  const [sheet, setSheet] = useState<AddressSheet>('none');
  const create = useCreateOrder();
  const queryClient = useQueryClient();

  const body: CheckoutPreviewBody = { source, address_id: addressId, promo_code: promo };
  // The totals on screen stay while a new address or code is being priced, instead of blinking to a skeleton.
  const preview = useQuery({ ...checkoutPreviewQueryOptions(lang, body), placeholderData: keepPreviousData });

  // A malformed code fails the whole preview (VALIDATION): drop it and say why, keeping the rest of the checkout.
  if (promo && preview.isError && preview.error instanceof RequestError && preview.error.errorKey === 'VALIDATION') {
    setPromoRefusal(preview.error.message);
    setPromo(undefined);
  }

  const applyPromo = (code: string | undefined) => {
    setPromoRefusal('');
    setPromo(code);
  };
  const chooseAddress = (id: number) => {
    setAddressId(id);
    setSheet('none');
  };

  const submit = (data: CheckoutPreviewDto) => {
    if (!data.address) {
      void toast.fail(t('messages:errors.ADDRESS_REQUIRED'));
      setSheet('add');
      return;
    }
    const remarkText = remark.trim();
    create.mutate(
      {
        // From the cart, say what the checkout showed: a line taken off sale (or sold out) since is then refused by
        // name, instead of the rest being bought without it.
        source: 'cart' in source ? { cart: true, sku_ids: shownSkus(data) } : source,
        address_id: data.address.id,
        // A code the preview said does not apply is left out, rather than failing the order.
        promo_code: promo && data.promo && !data.promo.error ? promo : undefined,
        remark: remarkText || undefined,
      },
      {
        onSuccess: (created) => {
          void toast.success(t('common:success.createOrder'));
          void navigate(`/payment?orders=${created.orders.map((order) => order.id).join(',')}`, { replace: true });
        },
        onError: (error) => {
          // The client has shown the server's words ("“Coffee Mug” is no longer on sale"); the checkout is read
          // again, so what is left is what the next Submit buys, and the cart greys the line out.
          if (error instanceof RequestError && STALE_LINE_ERRORS.includes(error.errorKey ?? '')) {
            void preview.refetch();
            void invalidateCart(queryClient);
          }
        },
      },
    );
  };

  const sheets = (
    <AddressSheets
      sheet={sheet}
      selectedId={preview.data?.address?.id ?? addressId}
      onSheet={setSheet}
      onChoose={chooseAddress}
    />
  );

  if (preview.isError && !preview.data) {
    return (
      <>
        <CheckoutBlocked
          error={preview.error}
          fromCart={'cart' in source}
          onRetry={() => void preview.refetch()}
          onChangeAddress={() => setSheet('choose')}
        />
        {sheets}
      </>
    );
  }
  if (!preview.data) return <CheckoutSkeleton />;

  const data = preview.data;
  return (
    <>
      <div className="order-page order-page--with-bar">
        <AddressCard address={data.address} onOpen={setSheet} />
        {data.groups.map((group) => (
          <CheckoutGroup key={group.shop.id} group={group} />
        ))}
        <section className="order-section">
          <h2 className="order-section__title">
            <label htmlFor="checkout-promo">{t('order:checkout.promoCode')}</label>
          </h2>
          <PromoField
            applied={promo}
            outcome={data.promo}
            refusal={promoRefusal}
            busy={preview.isFetching}
            onApply={applyPromo}
          />
        </section>
        <section className="order-section">
          <h2 className="order-section__title">
            <label htmlFor="checkout-remark">{t('order:checkout.remark')}</label>
          </h2>
          <TextArea
            id="checkout-remark"
            value={remark}
            onChange={setRemark}
            placeholder={t('order:checkout.remarkPlaceholder')}
            maxLength={REMARK_MAX}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </section>
        <section className="order-section order-amounts" aria-label={t('order:checkout.summary')}>
          <AmountRow label={t('order:amounts.goods', { count: data.quantity })} amount={data.goods_amount} />
          <AmountRow label={t('order:amounts.freight')} amount={data.freight} />
          {centsOf(data.discount) > 0 && (
            <AmountRow label={t('order:amounts.discount')} amount={data.discount} negative />
          )}
          <AmountRow label={t('order:amounts.total')} amount={data.total} strong />
          <p className="order-muted checkout-balance">
            {t('order:checkout.balance', { amount: formatMoney(data.balance, lang) })}
          </p>
        </section>
      </div>
      <div className="fixed-footer checkout-bar">
        <span className="checkout-bar__total">
          {t('order:amounts.total')}{' '}
          <strong className="price" data-testid="checkout-total">
            {formatMoney(data.total, lang)}
          </strong>
        </span>
        <Button
          color="primary"
          shape="rounded"
          loading={create.isPending}
          disabled={preview.isFetching}
          onClick={() => submit(data)}
        >
          {t('common:submit')}
        </Button>
      </div>
      {sheets}
    </>
  );
}

interface BlockedProps {
  error: Error;
  fromCart: boolean;
  onRetry: () => void;
  onChangeAddress: () => void;
}

/**
 * Why this checkout cannot go on, in the server's words: nothing selected, out of stock, or a region that is not
 * open (the same gate as the cart, shown with a way to customer service and to another address).
 */
function CheckoutBlocked({ error, fromCart, onRetry, onChangeAddress }: BlockedProps) {
  const { t } = useTranslation(['order', 'cart', 'common']);
  const key = error instanceof RequestError ? error.errorKey : undefined;
  if (!(error instanceof RequestError) || error.kind !== 'business') {
    return (
      <EmptyState title={t('order:loadFailed')} description={error.message}>
        <button type="button" className="link-button" onClick={onRetry}>
          {t('common:retry')}
        </button>
      </EmptyState>
    );
  }
  return (
    <EmptyState title={t('order:checkout.cannotCheckout')} description={error.message}>
      {key === 'REGION_CLOSED' && (
        <>
          <Link to="/service" className="link-button">
            {t('cart:contactService')}
          </Link>
          <button type="button" className="checkout-secondary" onClick={onChangeAddress}>
            {t('order:checkout.changeAddress')}
          </button>
        </>
      )}
      {key !== 'REGION_CLOSED' && (
        <Link to={fromCart ? '/bag' : '/home'} className="link-button">
          {fromCart ? t('order:checkout.backToCart') : t('order:goShopping')}
        </Link>
      )}
    </EmptyState>
  );
}

function CheckoutSkeleton() {
  return (
    <div className="order-page" aria-busy="true">
      {[2, 4, 3].map((lines) => (
        <section key={lines} className="order-section">
          <Skeleton.Paragraph lineCount={lines} animated />
        </section>
      ))}
    </div>
  );
}
