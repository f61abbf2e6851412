import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

export interface DetailPageProps<T, K extends QueryKey> {
  /** The query of the record whose id is the route's `:id`. */
  query: (id: number) => UseQueryOptions<T, Error, T, K>;
  /** The list this record belongs to, opened by Back when there is no list behind. */
  listPath: string;
  backLabel: string;
  /** The alert's title when the route's id is not a record's id. */
  notFound: string;
  /** The page, given the record and the Back button to place in the page's header. */
  children: (data: T, back: ReactNode) => ReactNode;
}

/**
 * A desk's detail page frame: the record of the route's `:id`, with a Back button, a skeleton while it loads and an
 * alert (with Back) when the id is not valid or the record cannot be read.
 */
export function DetailPage<T, K extends QueryKey>({
  query,
  listPath,
  backLabel,
  notFound,
  children,
}: DetailPageProps<T, K>) {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const record = useQuery({ ...query(id), enabled: valid });
  const navigate = useNavigate();
  const location = useLocation();

  // Coming from the list, going back keeps its filters and page; opened directly (a link, a new tab) there is no
  // list behind, so it opens the plain one.
  const back = (
    <Button onClick={() => void (location.key === 'default' ? navigate(listPath) : navigate(-1))}>{backLabel}</Button>
  );
  if (!valid) return <Alert type="error" showIcon title={notFound} action={back} />;
  if (record.error) return <Alert type="error" showIcon title={record.error.message} action={back} />;
  if (!record.data) return <Skeleton active />;
  return children(record.data, back);
}
