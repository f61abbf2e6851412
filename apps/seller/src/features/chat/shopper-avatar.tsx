import type { ChatShopperDto } from '@shop/contract/shop-chat';
import { Avatar } from 'antd';

/** Soft colours for shoppers without a picture, picked by id so one shopper keeps one colour. */
const COLOURS = ['#f56a00', '#7265e6', '#00a2ae', '#87d068', '#1677ff', '#eb2f96'];

/** The shopper's picture, else the first letter of the name on a colour of their own. */
export function ShopperAvatar({ shopper, size }: { shopper: ChatShopperDto; size: number }) {
  if (shopper.avatar) return <Avatar src={shopper.avatar} alt="" size={size} style={{ flex: 'none' }} />;
  return (
    <Avatar size={size} style={{ flex: 'none', background: COLOURS[shopper.id % COLOURS.length] }}>
      {Array.from(shopper.name.trim())[0]?.toUpperCase() ?? '?'}
    </Avatar>
  );
}
