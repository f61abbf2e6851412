import './order.css';
import type { CheckoutPreviewBody, CheckoutPreviewDto, CheckoutSource } from '@shop/contract/order';
import { MAX_LINE_QUANTITY } from '@shop/contract/order-status';
import type { ShopVoucherChoice } from '@shop/contract/promotion';
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
import {
  changedSinceShown,
  createSource,
  createVoucherChoices,
  refusedVoucherShop,
  shownDeals,
  STALE_LINE_ERRORS,
  withVoucherChoice,
} from './checkout-request.ts';
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
 * The deal the product page showed for a "Buy now" (`&deal=`). Not sent to the preview, which finds the running
 * deal itself: only to say so when the checkout no longer has it.
 */
export function dealShownOf(params: URLSearchParams): number | undefined {
  const dealId = Number(params.get('deal'));
  return Number.isSafeInteger(dealId) && dealId > 0 ? dealId : undefined;
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
        <Checkout source={source} dealShown={dealShownOf(searchParams)} />
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

/** A shop's voucher code the server refused as malformed: the preview never priced it. */
interface VoucherRefusal {
  shopId: number;
  message: string;
}

function Checkout({ source, dealShown }: { source: CheckoutSource; dealShown: number | undefined }) {
  const { t } = useTranslation(['order', 'common', 'messages']);
  const lang = useLang();
  const navigate = useNavigate();
  const [addressId, setAddressId] = useState<number>();
  const [promo, setPromo] = useState<string>();
  const [promoRefusal, setPromoRefusal] = useState('');
  // Each shop's voucher choice; a shop not listed gets the best public voucher the preview preselects.
  const [shopVouchers, setShopVouchers] = useState<ShopVoucherChoice[]>([]);
  const [voucherRefusal, setVoucherRefusal] = useState<VoucherRefusal>();
  const [remark, setRemark] = useState('');
  const [sheet, setSheet] = useState<AddressSheet>('none');
  const create = useCreateOrder();
  const queryClient = useQueryClient();

  const body: CheckoutPreviewBody = {
    source,
    address_id: addressId,
    promo_code: promo,
    shop_vouchers: shopVouchers.length > 0 ? shopVouchers : undefined,
  };
  // The totals on screen stay while a new address or code is being priced, instead of blinking to a skeleton.
  const preview = useQuery({ ...checkoutPreviewQueryOptions(lang, body), placeholderData: keepPreviousData });

  // A malformed code fails the whole preview (VALIDATION, naming the field): drop it and say why, keeping the rest
  // of the checkout.
  const malformed = preview.isError && preview.error instanceof RequestError && preview.error.errorKey === 'VALIDATION';
  const refusedShop = malformed ? refusedVoucherShop(preview.error, shopVouchers) : undefined;
  if (refusedShop !== undefined) {
    setVoucherRefusal({ shopId: refusedShop, message: preview.error?.message ?? '' });
    setShopVouchers(shopVouchers.filter((choice) => choice.shop_id !== refusedShop));
  } else if (malformed && promo) {
    setPromoRefusal(preview.error?.message ?? '');
    setPromo(undefined);
  }

  const chooseVoucher = (choice: ShopVoucherChoice) => {
    setVoucherRefusal(undefined);
    setShopVouchers(withVoucherChoice(shopVouchers, choice));
  };
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
        // What the checkout showed: its lines, each at the deal it showed, and its vouchers (checkout-request.ts).
        source: createSource(source, data),
        address_id: data.address.id,
        // A code the preview said does not apply is left out, rather than failing the order.
        promo_code: promo && data.promo && !data.promo.error ? promo : undefined,
        shop_vouchers: createVoucherChoices(shopVouchers, data),
        remark: remarkText || undefined,
      },
      {
        onSuccess: (created) => {
          void toast.success(t('common:success.createOrder'));
          void navigate(`/payment?orders=${created.orders.map((order) => order.id).join(',')}`, { replace: true });
        },
        onError: (error) => {
          // The client has shown the server's words ("“Coffee Mug” is no longer on sale", "The deal on “Coffee
          // Mug” has ended"); the checkout is read again, so what it shows is what the next Submit buys, and the
          // cart greys a line out that went off sale.
          if (!changedSinceShown(error)) return;
          void preview.refetch();
          if (error instanceof RequestError && STALE_LINE_ERRORS.includes(error.errorKey ?? '')) {
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
  // "Buy now" at a deal price the checkout no longer has (ended, sold out, or the shopper's limit reached).
  const dealGone = dealShown !== undefined && shownDeals(data).length === 0;
  return (
    <>
      <div className="order-page order-page--with-bar">
        <AddressCard address={data.address} onOpen={setSheet} />
        {dealGone && (
          <p className="checkout-notice" role="status">
            {t('order:checkout.dealGone')}
          </p>
        )}
        {data.groups.map((group) => (
          <CheckoutGroup
            key={group.shop.id}
            group={group}
            voucherRefusal={voucherRefusal?.shopId === group.shop.id ? voucherRefusal.message : ''}
            busy={preview.isFetching}
            onChooseVoucher={chooseVoucher}
          />
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
          {centsOf(data.shop_discount) > 0 && (
            <AmountRow label={t('order:amounts.shopDiscount')} amount={data.shop_discount} negative />
          )}
          {centsOf(data.promo_discount) > 0 && (
            <AmountRow label={t('order:amounts.promoDiscount')} amount={data.promo_discount} negative />
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
