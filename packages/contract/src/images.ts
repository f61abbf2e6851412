/**
 * Catalogue picture sizes, shared by the seed that draws the pictures and the app that lays them out. Kept free
 * of zod so the shop's first screen can import it without the validation library.
 */

/** Square product pictures: 360 px for cards, 720 px for the gallery. */
export const IMAGE_SIZES = { small: 360, large: 720 } as const;

/** Wide banners (width / height = ratio). */
export const BANNER_SIZES = { small: 600, large: 1200, ratio: 2.5 } as const;

/** Category icons and shop logos. */
export const ICON_SIZES = { small: 96, large: 192 } as const;
export const LOGO_SIZES = { small: 120, large: 240 } as const;
