import { Flex } from 'antd';

/** The product column of an item table (an order's, a refund's): the small picture and the title as bought. */
export function ProductCell({ image, title }: { image: string; title: string }) {
  return (
    <Flex gap={12} align="center">
      <img src={image} alt="" width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4, flex: 'none' }} />
      <span style={{ minWidth: 120 }}>{title}</span>
    </Flex>
  );
}
