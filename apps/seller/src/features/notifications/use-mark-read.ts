import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markNotificationsRead, notificationKeys } from './api.ts';

/**
 * Marks notifications read (some ids, or all without): the answer's count goes straight to the bell, and the lists
 * are read again so their marks follow.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: ({ unread }) => {
      queryClient.setQueryData(notificationKeys.unread, { count: unread });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}
