/**
 * The notification screens as one lazy chunk behind one import (as features/wallet/wallet-routes.ts): one name in
 * the first-load shell's preload map, however many screens the inbox grows.
 */
export { NotificationPage } from './notification-page.tsx';
