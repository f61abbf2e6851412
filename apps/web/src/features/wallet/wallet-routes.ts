/**
 * The wallet's seven screens as one lazy chunk (about 12 KB gzip with their styles). Split per screen they made a
 * dozen small chunks whose names all sit in the first-load shell's preload map (+0.6 KB gzip on /home against
 * +0.27 KB this way), and a shopper who opens one wallet screen usually opens the next (recharge, then its records).
 */
export { CapitalRecordPage } from './capital-record-page.tsx';
export { CardTopUpPage } from './card-top-up-page.tsx';
export { DepositRecordPage, TopUpRecordPage } from './records-page.tsx';
export { TopUpPage } from './top-up-page.tsx';
export { WalletTopUpPage } from './wallet-top-up-page.tsx';
export { WithdrawPage } from './withdraw-page.tsx';
