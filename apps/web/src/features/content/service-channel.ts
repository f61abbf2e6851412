import type { ServiceChannelDto } from '@shop/contract/content';

/** What tapping a contact channel does: open a link (mail, phone, chat app, web page) or copy the value. */
export type ChannelAction =
  | { type: 'open'; href: string; verb: 'email' | 'call' | 'chat' | 'open'; newTab: boolean }
  | { type: 'copy'; text: string };

const digits = (value: string) => value.replace(/\D/g, '');

export function channelAction({ kind, value }: ServiceChannelDto): ChannelAction {
  const text = value.trim();
  switch (kind) {
    case 'email':
      return { type: 'open', href: `mailto:${text}`, verb: 'email', newTab: false };
    case 'phone':
      return {
        type: 'open',
        href: `tel:${text.startsWith('+') ? '+' : ''}${digits(text)}`,
        verb: 'call',
        newTab: false,
      };
    case 'whatsapp':
      return { type: 'open', href: `https://wa.me/${digits(text)}`, verb: 'chat', newTab: true };
    case 'telegram':
      return /^https:\/\/t\.me\//.test(text)
        ? { type: 'open', href: text, verb: 'chat', newTab: true }
        : { type: 'open', href: `https://t.me/${text.replace(/^@/, '')}`, verb: 'chat', newTab: true };
    case 'link':
      return /^https?:\/\//i.test(text)
        ? { type: 'open', href: text, verb: 'open', newTab: true }
        : { type: 'copy', text };
    default:
      // LINE and WeChat ids have no link that works everywhere: the shopper copies the id into the app.
      return { type: 'copy', text };
  }
}
