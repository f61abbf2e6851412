import { createQueryClient } from '@shop/desk/app-shell/query-client.ts';

/** The seller center's one query cache: the providers give it to the pages, the router to the loaders that start reads. */
export const queryClient = createQueryClient();
