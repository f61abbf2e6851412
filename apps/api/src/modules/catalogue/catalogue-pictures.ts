import { BANNER_SIZES, ICON_SIZES, IMAGE_SIZES, LOGO_SIZES } from '@shop/contract/images';
import sharp from 'sharp';
import type { ImagePair } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { type PictureStore, readPicture, urlOfKey } from '../../lib/picture-store.ts';

/**
 * Catalogue pictures in the two sizes the shop shows (docs/architecture.md#uploads: the server makes the small and large sizes).
 * An editor sends back urls: either what an operator's or seller's upload answered (`/uploads/m/<name>.webp`),
 * from which the sizes are cut here once, or the large size of a picture the catalogue already shows
 * (`/uploads/<folder>/<stem>-<large width>.webp`, e.g. the demo's art), which maps back to its pair. Both sizes of a
 * picture share a stem and differ by width, so the pair is known from either url. Everything is read from and
 * written to the picture store (disk or S3): a size the store could not take is PICTURE_STORE_FAILED, thrown before
 * the editor's transaction, so no row ever names a picture that is not there.
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

/** One size of an uploaded picture, written to the store unless an earlier save already cut it. */
async function cut(store: PictureStore, source: Buffer, target: string, width: number, ratio: number): Promise<void> {
  if (await store.has(target)) return;
  let webp: Buffer;
  try {
    webp = await sharp(source)
      .resize({ width, height: Math.round(width / ratio), fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new AppError('PICTURE_NOT_FOUND'); // the stored upload does not decode
  }
  await store.put(target, webp);
}

/**
 * The stored pair behind an editor's url for this use; cuts the sizes from an upload the first time.
 * PICTURE_NOT_FOUND when the url names no file (a typo, a deleted upload, another use's size).
 */
export async function pictureFor(store: PictureStore, url: string, use: PictureUse): Promise<ImagePair> {
  const sizes = SIZES[use];
  const uploaded = UPLOAD_URL.exec(url);
  if (uploaded) {
    const name = uploaded[1];
    const source = await readPicture(store, `${DESK_UPLOAD_SUBDIR}/${name}.webp`);
    if (!source) throw new AppError('PICTURE_NOT_FOUND');
    const [small, large] = [sizes.small, sizes.large].map((width) => `${CUT_SUBDIR}/${name}-${width}.webp`) as [
      string,
      string,
    ];
    await Promise.all([
      cut(store, source, small, sizes.small, sizes.ratio),
      cut(store, source, large, sizes.large, sizes.ratio),
    ]);
    return { small: urlOfKey(small), large: urlOfKey(large) };
  }
  const sized = SIZED_URL.exec(url);
  if (sized && Number(sized[3]) === sizes.large) {
    const [, folder, stem] = sized;
    const keys = [`${folder}/${stem}-${sizes.large}.webp`, `${folder}/${stem}-${sizes.small}.webp`] as const;
    if ((await Promise.all(keys.map((key) => store.has(key)))).every(Boolean)) {
      return { small: urlOfKey(keys[1]), large: url };
    }
  }
  throw new AppError('PICTURE_NOT_FOUND');
}

/** Every picture of a list, in order. */
export async function picturesFor(store: PictureStore, urls: string[], use: PictureUse): Promise<ImagePair[]> {
  return Promise.all(urls.map((url) => pictureFor(store, url, use)));
}
