import type { FreightRuleDto } from '@shop/contract/console-orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Popconfirm, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { formatMoney } from '../../lib/money.ts';
import { FREIGHT_KEY, deleteFreightRule } from './api.ts';
import { ShopRuleModal } from './shop-rule-modal.tsx';

/** Which rule the modal shows: none (closed), a new one, or one to edit. */
type Editing = { rule?: FreightRuleDto } | null;

/** Shops whose freight differs from the default. Deleting a rule sends the shop back to the default. */
export function ShopRulesTable({ rules, loading }: { rules: FreightRuleDto[]; loading: boolean }) {
  const [editing, setEditing] = useState<Editing>(null);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const remove = useMutation({
    mutationFn: deleteFreightRule,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: FREIGHT_KEY });
      void message.success('Freight rule deleted');
    },
    onError: (error) => void message.error(error.message),
  });

  const columns: TableColumnsType<FreightRuleDto> = [
    { title: 'Shop', dataIndex: 'shop_name' },
    { title: 'Fee', dataIndex: 'fee', align: 'right', render: (fee: string) => formatMoney(fee) },
    {
      title: 'Free above',
      dataIndex: 'free_above',
      align: 'right',
      render: (amount: string | null) => (amount === null ? 'Never' : formatMoney(amount)),
    },
    {
      title: '',
      key: 'actions',
      render: (_, rule) => (
        <Space>
          <Button type="link" onClick={() => setEditing({ rule })} aria-label={`Edit ${rule.shop_name ?? ''}`}>
            Edit
          </Button>
          <Popconfirm
            title={`Delete the rule of ${rule.shop_name ?? 'this shop'}?`}
            description="The shop then uses the default rule."
            okText="Delete"
            okButtonProps={{ danger: true }}
            // The promise keeps the confirm button spinning until the server answers; a failure is already shown
            // by onError, so it is not thrown again into the popover.
            onConfirm={() =>
              rule.shop_id === null ? undefined : remove.mutateAsync(rule.shop_id).catch(() => undefined)
            }
          >
            <Button type="link" danger aria-label={`Delete ${rule.shop_name ?? ''}`}>
              Delete
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Shop rules
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing({})}>
          Add shop rule
        </Button>
      </Flex>
      <Table<FreightRuleDto>
        rowKey="id"
        columns={columns}
        dataSource={rules}
        loading={loading}
        pagination={false}
        locale={{ emptyText: 'Every shop uses the default rule' }}
      />
      {editing && (
        <ShopRuleModal
          rule={editing.rule}
          takenShopIds={rules.flatMap((rule) => (rule.shop_id === null ? [] : [rule.shop_id]))}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
