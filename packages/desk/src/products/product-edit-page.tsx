import { ArrowLeftOutlined } from '@ant-design/icons';
import { type ProductEditDto, productEditDto } from '@shop/contract/console-catalogue';
import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { PageExtra } from '../app-shell/page-header.tsx';
import { useFormat } from '../i18n/format.ts';
import { backTo } from '../list/back-to-list.ts';
import { textIn } from '../localized/localized-text.ts';
import { ProductEditor, type ProductEditorProps } from '../product-editor/product-editor.tsx';
import {
  EditorNotReady,
  LeaveGuardModal,
  type LeaveWordKey,
  ProductPageTitle,
  useLeaveGuard,
  useRouteProductId,
} from './product-edit-frame.tsx';

/** The keys of the edit page's words in a desk's products namespace, each desk with its own words. */
export type ProductEditKey = LeaveWordKey | `edit.${'back' | 'created' | 'saved' | 'notFound'}`;

/** A query the editor needs besides the product (the categories, the console's shops), as useQuery answers it. */
export interface EditorNeed {
  data?: unknown;
  error: Error | null;
}

/** The answers of the needed queries, once every one has come. */
export type NeededData<N extends Record<string, EditorNeed>> = { [K in keyof N]: NonNullable<N[K]['data']> };

/** What the desk gives the editor: its categories and shops, its upload and save calls. */
export type DeskEditorProps = Pick<ProductEditorProps, 'categories' | 'shops' | 'upload' | 'onSubmit'>;

export interface ProductEditPageProps<N extends Record<string, EditorNeed>, K extends QueryKey> {
  /** The list: Back returns to it as it was left (its address in the link's state); a new product opens at `${listPath}/${id}`. */
  listPath: string;
  /** The desk's query of one product as the editor loads it. */
  productQuery(id: number): UseQueryOptions<ProductEditDto, Error, ProductEditDto, K>;
  /** The desk's other queries the editor needs: the page waits for them all, and shows the first failure. */
  needs: N;
  /** The editor's parts from the needed answers: the choices named in the user's language, the desk's calls. */
  editor(needed: NeededData<N>): DeskEditorProps;
  /** What a save refreshes besides the product: the lists, the console's categories with their counts. */
  refresh: readonly QueryKey[];
  words(key: ProductEditKey): string;
  /** Above the editor when the product is on sale but shoppers do not see it ("Not listed", "Hidden"). */
  unlisted: string;
  /** How wide the title may grow before it is cut (the header row's room differs between the desks). */
  titleWidth: string;
}

/**
 * The product edit page both desks show (`${listPath}/new` and `${listPath}/:id`): desk's ProductEditor with Back,
 * the product's title and code as the page's title, a skeleton while anything loads and the error when it fails.
 * A save says so, refreshes the desk's lists and keeps the answer as the product; a new product's address becomes
 * its own once created. Leaving with unsaved edits asks first.
 */
export function ProductEditPage<N extends Record<string, EditorNeed>, K extends QueryKey>({
  listPath,
  productQuery,
  needs,
  editor,
  refresh,
  words,
  unlisted,
  titleWidth,
}: ProductEditPageProps<N, K>) {
  const { lang } = useFormat();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useRouteProductId();
  const creating = id === undefined;
  const valid = creating || !Number.isNaN(id);
  const product = useQuery({ ...productQuery(id ?? 0), enabled: !creating && valid });
  const backPath = backTo(location.state, listPath);
  const { blocker, onDirtyChange, markClean } = useLeaveGuard();

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(backPath)}>
      {words('edit.back')}
    </Button>
  );

  const onSaved = (result: unknown) => {
    const saved = productEditDto.safeParse(result);
    void message.success(creating ? words('edit.created') : words('edit.saved'));
    for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
    if (!saved.success) return;
    queryClient.setQueryData<ProductEditDto>(productQuery(saved.data.id).queryKey, saved.data);
    if (creating) {
      markClean();
      // The new product's own address, in place of /new: Back still returns to the list.
      void navigate(`${listPath}/${saved.data.id}`, { replace: true, state: location.state });
    }
  };

  if (!valid) return <Alert type="error" showIcon title={words('edit.notFound')} action={back} />;
  const failed = [product, ...Object.values(needs)].find((query) => query.error)?.error;
  if (failed) return <EditorNotReady back={back} error={failed} />;
  const loaded = product.data;
  const needed = Object.entries(needs).map(([name, need]) => [name, need.data] as const);
  if ((!creating && !loaded) || needed.some(([, data]) => data === undefined)) return <EditorNotReady back={back} />;

  return (
    <>
      {loaded && <ProductPageTitle title={textIn(loaded.title, lang)} code={loaded.code} maxWidth={titleWidth} />}
      <PageExtra>{back}</PageExtra>
      {loaded?.on_sale && !loaded.listed && (
        <Alert type="warning" showIcon title={unlisted} style={{ marginBottom: 16 }} />
      )}
      <ProductEditor
        key={loaded?.id ?? 'new'}
        product={loaded}
        {...editor(Object.fromEntries(needed) as NeededData<N>)}
        onSaved={onSaved}
        onDirtyChange={onDirtyChange}
      />
      <LeaveGuardModal blocker={blocker} words={words} />
    </>
  );
}
