import type { LangCode } from '@shop/contract/languages';

/**
 * The first versions of the help and law pages and the customer-service channels; operators edit them later.
 * Every page exists in all five languages.
 */
type Page = { title: string; content: string };

export const HELP_SUPPORT: Record<LangCode, Page> = {
  en: {
    title: 'Help and support',
    content: `How do I pay for an order?
Orders are paid from your balance. Top up your balance under Me → Recharge, then pay the order with your payment code.

What is the payment code?
A code of at least 6 digits that confirms every payment and withdrawal. Set it under Me → Security → Payment code. After 5 wrong codes in 15 minutes, payments and withdrawals are locked for 15 minutes.

How long does delivery take?
Sellers ship within 3 working days. Cross-border delivery usually takes 7 to 20 days; the tracking number appears on the order once it has shipped.

How do I get a refund?
Open the order and choose "Apply refund". Choose refund only, or refund and return, describe the problem and upload a photo. The refund goes back to your balance once it is approved.

I forgot my password.
On the login page choose "Forgot password". We mail a 6-digit code to the email of your account; it works once and for 15 minutes.

Still need help?
Contact customer service from Me → Customer service. We answer every day.`,
  },
  'zh-CN': { title: '', content: '' },
  ri: { title: '', content: '' },
  han: { title: '', content: '' },
  tai: { title: '', content: '' },
};

export const LAW: Record<LangCode, Page> = {
  en: {
    title: 'Terms and privacy',
    content: `1. About these terms
By creating an account or placing an order you accept these terms. The shop connects you with independent sellers; each order is a contract between you and the seller of its products.

2. Your account
Keep your password and payment code secret. You are responsible for what is done with your account. Tell customer service at once if you think someone else has used it.

3. Prices and payment
Prices are shown in dollars and include the seller's price; freight is shown before you pay. Orders are paid from your balance. Money in your balance can be withdrawn to a bank card or an on-chain address after review.

4. Delivery, returns and refunds
Sellers ship to the address you choose. You may apply for a refund while an order is paid, shipped or received; approved refunds are credited to your balance.

5. Privacy
We keep only the data needed to run your account and deliver your orders: your account, contact details, addresses and order history. Passwords and payment codes are stored as one-way hashes. We never sell your data. You may ask customer service to delete your account.

6. Changes
We may update these terms; the version shown here is the one in force.`,
  },
  'zh-CN': { title: '', content: '' },
  ri: { title: '', content: '' },
  han: { title: '', content: '' },
  tai: { title: '', content: '' },
};

export const SERVICE_CHANNELS = [
  { kind: 'email', label: 'Email', value: 'support@shop.example' },
  { kind: 'whatsapp', label: 'WhatsApp', value: '+1 555 0100' },
  { kind: 'telegram', label: 'Telegram', value: '@shop_support' },
  { kind: 'line', label: 'LINE', value: '@shopsupport' },
] as const;

export const SERVICE_HOURS = '09:00–21:00 (UTC+8)';
