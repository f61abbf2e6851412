import { ArrowLeftOutlined } from '@ant-design/icons';
import { productEditDto } from '@shop/contract/console-catalogue';
import { PageExtra, PageTitle } from '@shop/desk/app-shell/page-header.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { ProductEditor } from '@shop/desk/product-editor/product-editor.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Skeleton, Space, Typography } from 'antd';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker, useLocation, useNavigate, useParams } from 'react-router';
import { backTo } from '../../lib/back-to-list.ts';
import { categoriesQueryOptions, shopOptionsQueryOptions, uploadPicture } from '../../lib/catalogue.ts';
import { textIn } from '../../lib/localized.ts';
import { PRODUCTS_KEY, productQueryOptions, saveProduct } from './api.ts';

const LIST = '/catalogue/products';

/** The product's id from the address: undefined for "new", NaN for an address that names no product. */
function useProductId(): number | undefined {
  const { id } = useParams();
  if (id === undefined) return undefined;
  return /^\d{1,10}$/.test(id) && Number(id) > 0 ? Number(id) : Number.NaN;
}

/**
 * A product of any shop in desk's ProductEditor (/catalogue/products/new and /catalogue/products/:id). Saving posts
 * the editor's body; a new product's address becomes its own once created. Leaving with unsaved edits asks first;
 * Back returns to the list as it was left (its filters and page).
 */
export function ProductEditPage() {
  const { t } = useTranslation('products');
  const { lang } = useFormat();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useProductId();
  const creating = id === undefined;
  const valid = creating || !Number.isNaN(id);
  const product = useQuery({ ...productQueryOptions(id ?? 0), enabled: !creating && valid });
  const categories = useQuery(categoriesQueryOptions());
  const shops = useQuery(shopOptionsQueryOptions());
  const backPath = backTo(location.state, LIST);

  // A ref, not state: the blocker must see a save's "clean" at once, before the editor re-renders.
  const dirty = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => dirty.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(backPath)}>
      {t('edit.back')}
    </Button>
  );

  const onSaved = (result: unknown) => {
    const saved = productEditDto.safeParse(result);
    void message.success(creating ? t('edit.created') : t('edit.saved'));
    void queryClient.invalidateQueries({ queryKey: [...PRODUCTS_KEY, 'list'] });
    void queryClient.invalidateQueries({ queryKey: categoriesQueryOptions().queryKey });
    if (!saved.success) return;
    queryClient.setQueryData(productQueryOptions(saved.data.id).queryKey, saved.data);
    if (creating) {
      dirty.current = false;
      // The new product's own address, in place of /new: Back still returns to the list.
      void navigate(`${LIST}/${saved.data.id}`, { replace: true, state: location.state });
    }
  };

  if (!valid) return <Alert type="error" showIcon title={t('edit.notFound')} action={back} />;
  const failed = product.error ?? categories.error ?? shops.error;
  if (failed) {
    return (
      <>
        <PageExtra>{back}</PageExtra>
        <Alert type="error" showIcon title={failed.message} />
      </>
    );
  }
  const loaded = product.data;
  if ((!creating && !loaded) || !categories.data || !shops.data) {
    return (
      <>
        <PageExtra>{back}</PageExtra>
        <Skeleton active />
      </>
    );
  }

  return (
    <>
      {loaded && (
        <PageTitle>
          <Space size={12} align="baseline">
            {/* A long title keeps the header to one row: the whole title is in the form below. */}
            <span
              title={textIn(loaded.title, lang)}
              style={{
                display: 'inline-block',
                maxWidth: 'min(560px, 60vw)',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                verticalAlign: 'bottom',
              }}
            >
              {textIn(loaded.title, lang)}
            </span>
            <Typography.Text type="secondary" style={{ fontSize: 14, fontWeight: 'normal' }}>
              {loaded.code}
            </Typography.Text>
          </Space>
        </PageTitle>
      )}
      <PageExtra>{back}</PageExtra>
      {loaded?.on_sale && !loaded.listed && (
        <Alert type="warning" showIcon title={t('edit.notListed')} style={{ marginBottom: 16 }} />
      )}
      <ProductEditor
        key={loaded?.id ?? 'new'}
        product={loaded}
        categories={categories.data.list.map((category) => ({ id: category.id, name: textIn(category.name, lang) }))}
        shops={shops.data.list}
        upload={uploadPicture}
        onSubmit={saveProduct}
        onSaved={onSaved}
        onDirtyChange={onDirtyChange}
      />
      <Modal
        open={blocker.state === 'blocked'}
        title={t('edit.leaveTitle')}
        okText={t('edit.leave')}
        okButtonProps={{ danger: true }}
        cancelText={t('edit.stay')}
        onOk={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        {t('edit.leaveText')}
      </Modal>
    </>
  );
}
