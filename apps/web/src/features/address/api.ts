import type { AddressDto, AddressForm } from '@shop/contract/address';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request.ts';

/** The address book calls (GET /user/address_list, /user/address; POST address_add, address_set_default; GET address_del). */
const ADDRESS_PAGE_SIZE = 10;

interface AddressPage {
  list: AddressDto[];
  total: number;
  page: number;
  limit: number;
}

export const addressKeys = {
  all: ['address'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
  detail: (id: number) => [...addressKeys.all, 'detail', id] as const,
};

export const addressListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: addressKeys.list(),
    queryFn: ({ pageParam }) =>
      request<AddressPage>('/user/address_list', { params: { page: pageParam, limit: ADDRESS_PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

export const addressQueryOptions = (id: number) =>
  queryOptions({
    queryKey: addressKeys.detail(id),
    queryFn: () => request<AddressDto>('/user/address', { params: { id } }),
  });

/** Creates an address, or updates it when the body has an id. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressForm) => request<AddressDto>('/user/address_add', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

/** Makes one address the default; the server clears the flag on the others. */
export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<null>('/user/address_set_default', { method: 'POST', body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<null>('/user/address_del', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
