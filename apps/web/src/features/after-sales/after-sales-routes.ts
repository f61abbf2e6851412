/**
 * The after-sales screens (apply for a refund, review an order) as one lazy chunk, as the wallet's are: each route
 * named in the first-load shell's preload map costs bytes on /home, and both screens share their form parts.
 */
export { CommentPage } from './comment-page.tsx';
export { RefundPage } from './refund-page.tsx';
