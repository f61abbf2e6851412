import type { AddressDto } from '@shop/contract/address';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { regionName } from '@shop/desk/regions/regions.ts';

/** Every address of the shopper (they hold a handful at most), the default one marked. */
export function ShopperAddresses({ addresses }: { addresses: AddressDto[] }) {
  const { t } = useTranslation('shoppers');
  const format = useFormat();

  const columns: TableColumnsType<AddressDto> = [
    {
      title: t('addresses.addressee'),
      dataIndex: 'addressee',
      render: (addressee: string, address) => (
        <>
          {addressee} {address.is_default && <Tag color="blue">{t('addresses.default')}</Tag>}
        </>
      ),
    },
    { title: t('addresses.mobile'), dataIndex: 'mobile' },
    {
      title: t('addresses.country'),
      dataIndex: 'country',
      render: (country: string) => regionName(country, format.lang),
    },
    { title: t('addresses.area'), dataIndex: 'area' },
    { title: t('addresses.detail'), dataIndex: 'detail' },
    { title: t('addresses.tag'), dataIndex: 'tag', render: (tag: string) => <Tag>{tag}</Tag> },
  ];

  return (
    <Table<AddressDto>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={addresses}
      pagination={false}
      locale={{ emptyText: t('addresses.empty') }}
    />
  );
}
