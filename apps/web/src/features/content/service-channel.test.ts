import { describe, expect, it } from 'vitest';
import { channelAction } from './service-channel.ts';

describe('channelAction', () => {
  it('opens a mail to an email channel', () => {
    expect(channelAction({ kind: 'email', label: 'Email', value: 'support@shop.example' })).toEqual({
      type: 'open',
      href: 'mailto:support@shop.example',
      verb: 'email',
      newTab: false,
    });
  });

  it('dials a phone channel with its digits and leading plus only', () => {
    expect(channelAction({ kind: 'phone', label: 'Phone', value: '+1 (555) 010-0' })).toMatchObject({
      href: 'tel:+15550100',
      verb: 'call',
    });
  });

  it('opens wa.me with the digits of a WhatsApp number in a new tab', () => {
    expect(channelAction({ kind: 'whatsapp', label: 'WhatsApp', value: '+1 555 0100' })).toEqual({
      type: 'open',
      href: 'https://wa.me/15550100',
      verb: 'chat',
      newTab: true,
    });
  });

  it('opens t.me with a Telegram name without its @, and keeps a t.me link as it is', () => {
    expect(channelAction({ kind: 'telegram', label: 'Telegram', value: '@shop_support' })).toMatchObject({
      href: 'https://t.me/shop_support',
    });
    expect(channelAction({ kind: 'telegram', label: 'Telegram', value: 'https://t.me/shop' })).toMatchObject({
      href: 'https://t.me/shop',
    });
  });

  it('copies LINE and WeChat ids', () => {
    expect(channelAction({ kind: 'line', label: 'LINE', value: '@shopsupport' })).toEqual({
      type: 'copy',
      text: '@shopsupport',
    });
    expect(channelAction({ kind: 'wechat', label: 'WeChat', value: 'shop-cs' })).toEqual({
      type: 'copy',
      text: 'shop-cs',
    });
  });

  it('opens a web link and copies a link channel that is not a web address', () => {
    expect(channelAction({ kind: 'link', label: 'Web', value: 'https://help.shop.example' })).toMatchObject({
      type: 'open',
      newTab: true,
    });
    expect(channelAction({ kind: 'link', label: 'Web', value: 'shop.example/help' })).toEqual({
      type: 'copy',
      text: 'shop.example/help',
    });
  });
});
