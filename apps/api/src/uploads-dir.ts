import path from 'node:path';
import type { Config } from './config.ts';

/** Where pictures live: catalogue art made by the seed (catalog/) and shoppers' uploads (u/). */
export function uploadsDir(config: Config): string {
  return path.join(config.dataDir, 'uploads');
}

/** Where the demo catalogue's pictures go, and their public path. */
export function demoImageTarget(config: Config) {
  return { dir: path.join(uploadsDir(config), 'catalog'), publicPrefix: '/uploads/catalog' };
}
