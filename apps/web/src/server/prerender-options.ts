/**
 * How the server renders a page in its one pass (render-page.tsx, and the tests that render as it does). Every part
 * in place: past `progressiveChunkSize` bytes React sends a finished Suspense part (Home's Deals strip, after about
 * 20 KB of banners and categories) as a hidden copy that an inline script moves in later, which in a page sent whole
 * only delays that part, and races the browser's hydration.
 */
export const PRERENDER_OPTIONS = { progressiveChunkSize: Number.POSITIVE_INFINITY };
