import { ArrowLeftOutlined } from '@ant-design/icons';
import { productEditDto } from '@shop/contract/console-catalogue';
import { PageExtra, PageTitle } from '@shop/desk/app-shell/page-header.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { textIn } from '@shop/desk/localized/localized-text.ts';
import { ProductEditor } from '@shop/desk/product-editor/product-editor.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Skeleton, Space, Typography } from 'antd';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker, useLocation, useNavigate, useParams } from 'react-router';
import { PRODUCTS_KEY } from '../../lib/query-keys.ts';
import { uploadPicture } from '../../lib/upload.ts';
import { categoriesQueryOptions, productQueryOptions, saveProduct } from './api.ts';

const LIST = '/products';

/** The product's id from the address: undefined for "new", NaN for an address that names no product. */
function useProductId(): number | undefined {
  const { id } = useParams();
  if (id === undefined) return undefined;
  return /^\d{1,10}$/.test(id) && Number(id) > 0 ? Number(id) : Number.NaN;
}

/** Where Back goes: the list as it was left (its address in the link's state), else the plain list. */
function backTo(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'back' in state && typeof state.back === 'string') {
    if (state.back.startsWith('/') && !state.back.startsWith('//')) return state.back;
  }
  return LIST;
}

/**
 * One of the shop's products in desk's ProductEditor (/products/new and /products/:id): without `shops`, the editor
 * checks and saves with the seller's schema. A new product's address becomes its own once created. Leaving with
 * unsaved edits asks first; Back returns to the list as it was left.
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
  const backPath = backTo(location.state);

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
    if (!saved.success) return;
    queryClient.setQueryData(productQueryOptions(saved.data.id).queryKey, saved.data);
    if (creating) {
      dirty.current = false;
      void navigate(`${LIST}/${saved.data.id}`, { replace: true, state: location.state });
    }
  };

  if (!valid) return <Alert type="error" showIcon title={t('edit.notFound')} action={back} />;
  const failed = product.error ?? categories.error;
  if (failed) {
    return (
      <>
        <PageExtra>{back}</PageExtra>
        <Alert type="error" showIcon title={failed.message} />
      </>
    );
  }
  const loaded = product.data;
  if ((!creating && !loaded) || !categories.data) {
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
          <Space size={12} align="baseline" wrap>
            {/* A long title keeps the header to one row: the whole title is in the form below. */}
            <span
              title={textIn(loaded.title, lang)}
              style={{
                display: 'inline-block',
                maxWidth: 'min(560px, 70vw)',
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
        <Alert type="warning" showIcon title={t('edit.hidden')} style={{ marginBottom: 16 }} />
      )}
      <ProductEditor
        key={loaded?.id ?? 'new'}
        product={loaded}
        categories={categories.data.map((category) => ({ id: category.id, name: category.name }))}
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
