import type { PublicConfigDto } from '@shop/contract/content';
import { request } from '../lib/request.ts';

let loaded: PublicConfigDto | undefined;

/** Public settings, fetched once in the background at start; undefined until they arrive. */
export function publicConfig(): PublicConfigDto | undefined {
  return loaded;
}

export function prefetchPublicConfig(): void {
  request<PublicConfigDto>('/common/config', { silent: true, withoutToken: true }).then(
    (config) => {
      loaded = config;
    },
    () => {},
  );
}
