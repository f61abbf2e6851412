import fs from 'node:fs/promises';
import path from 'node:path';
import { BANNER_SIZES, ICON_SIZES, IMAGE_SIZES, LOGO_SIZES } from '@shop/contract/images';
import sharp from 'sharp';
import type { Config } from '../../config.ts';
import type { ImagePair } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { uploadsDir } from '../../uploads-dir.ts';

/**
 * Catalogue pictures in the two sizes the shop shows (DESIGN §7: "the server makes the small and large sizes").
 * An editor sends back urls: either what an operator's or seller's upload answered (`/uploads/m/<name>.webp`),
 * from which the sizes are cut here once, or the large size of a picture the catalogue already shows
 * (`/uploads/<folder>/<stem>-<large width>.webp`, e.g. the demo's art), which maps back to its pair. Both sizes of a
 * picture share a stem and differ by width, so the pair is known from either url.
 */

export type PictureUse = 'product' | 'icon' | 'logo' | 'banner';

const SIZES: Record<PictureUse, { small: number; large: number; ratio: number }> = {
  product: { ...IMAGE_SIZES, ratio: 1 },
  icon: { ...ICON_SIZES, ratio: 1 },
  logo: { ...LOGO_SIZES, ratio: 1 },
  banner: BANNER_SIZES,
};

/** Operators' and sellers' uploads (re-encoded WebP under random names). */
export const DESK_UPLOAD_SUBDIR = 'm';
/** Sizes cut from those uploads. */
const CUT_SUBDIR = 'c';

const UPLOAD_URL = new RegExp(`^/uploads/${DESK_UPLOAD_SUBDIR}/([A-Za-z0-9_-]{8,64})\\.webp$`);
const SIZED_URL = /^\/uploads\/([a-z]+)\/([A-Za-z0-9_-]{8,80})-(\d{2,4})\.webp$/;

/** The url an editor shows and sends back for a stored pair: its large size. */
export function editorUrlOf(pair: ImagePair): string {
  return pair.large;
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );
}

/** Writes through a temporary name, so a reader (another process) never sees half a file. */
async function cut(source: string, target: string, width: number, ratio: number): Promise<void> {
  if (await exists(target)) return;
  const tmp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await sharp(source)
    .resize({ width, height: Math.round(width / ratio), fit: 'cover', position: 'attention' })
    .webp({ quality: 80 })
    .toFile(tmp);
  await fs.rename(tmp, target);
}

/**
 * The stored pair behind an editor's url for this use; cuts the sizes from an upload the first time.
 * PICTURE_NOT_FOUND when the url names no file (a typo, a deleted upload, another use's size).
 */
export async function pictureFor(config: Config, url: string, use: PictureUse): Promise<ImagePair> {
  const root = uploadsDir(config);
  const sizes = SIZES[use];
  const uploaded = UPLOAD_URL.exec(url);
  if (uploaded) {
    const name = uploaded[1];
    const source = path.join(root, DESK_UPLOAD_SUBDIR, `${name}.webp`);
    if (!(await exists(source))) throw new AppError('PICTURE_NOT_FOUND');
    const dir = path.join(root, CUT_SUBDIR);
    await fs.mkdir(dir, { recursive: true });
    const [small, large] = [sizes.small, sizes.large].map((width) => `${name}-${width}.webp`) as [string, string];
    try {
      await Promise.all([
        cut(source, path.join(dir, small), sizes.small, sizes.ratio),
        cut(source, path.join(dir, large), sizes.large, sizes.ratio),
      ]);
    } catch {
      throw new AppError('PICTURE_NOT_FOUND');
    }
    return { small: `/uploads/${CUT_SUBDIR}/${small}`, large: `/uploads/${CUT_SUBDIR}/${large}` };
  }
  const sized = SIZED_URL.exec(url);
  if (sized && Number(sized[3]) === sizes.large) {
    const [, folder, stem] = sized;
    const small = `/uploads/${folder}/${stem}-${sizes.small}.webp`;
    const files = [url, small].map((u) => path.join(root, u.slice('/uploads/'.length)));
    if ((await Promise.all(files.map(exists))).every(Boolean)) return { small, large: url };
  }
  throw new AppError('PICTURE_NOT_FOUND');
}

/** Every picture of a list, in order. */
export async function picturesFor(config: Config, urls: string[], use: PictureUse): Promise<ImagePair[]> {
  return Promise.all(urls.map((url) => pictureFor(config, url, use)));
}
