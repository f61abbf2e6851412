import { Flex, Typography } from 'antd';

/** The product column of an item table (an order's, a refund's): the small picture and the title as bought. */
export function ProductCell({ image, title, spec }: { image: string; title: string; spec?: string }) {
  return (
    <Flex gap={12} align="center">
      <img
        src={image}
        alt=""
        width={48}
        height={48}
        style={{ objectFit: 'cover', borderRadius: 4, flex: 'none', background: '#f5f5f5' }}
      />
      <div style={{ minWidth: 120 }}>
        <div>{title}</div>
        {spec && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {spec}
          </Typography.Text>
        )}
      </div>
    </Flex>
  );
}
