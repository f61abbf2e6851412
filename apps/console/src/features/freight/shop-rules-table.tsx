import type { FreightRuleDto } from '@shop/contract/console-orders';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Popconfirm, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteFreightRule, FREIGHT_KEY } from './api.ts';
import { ShopRuleModal } from './shop-rule-modal.tsx';

/** Which rule the modal shows: none (closed), a new one, or one to edit. */
type Editing = { rule?: FreightRuleDto } | null;

/** Shops whose freight differs from the default. Deleting a rule sends the shop back to the default. */
export function ShopRulesTable({ rules, loading }: { rules: FreightRuleDto[]; loading: boolean }) {
  const { t } = useTranslation('freight');
  const { t: desk } = useTranslation('desk');
  const format = useFormat();
  const [editing, setEditing] = useState<Editing>(null);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const remove = useMutation({
    mutationFn: deleteFreightRule,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: FREIGHT_KEY });
      void message.success(t('shopRules.deleted'));
    },
    onError: (error) => void message.error(error.message),
  });

  const columns: TableColumnsType<FreightRuleDto> = [
    { title: t('shopRules.shop'), dataIndex: 'shop_name' },
    {
      title: t('fields.mode'),
      key: 'mode',
      render: (_, rule) =>
        rule.mode === 'weight'
          ? t('shopRules.byWeight', {
              first: rule.first_weight_g,
              step: rule.step_weight_g,
              fee: format.money(rule.step_fee ?? '0'),
            })
          : t('fields.flat'),
    },
    { title: t('fields.fee'), dataIndex: 'fee', align: 'right', render: (fee: string) => format.money(fee) },
    {
      title: t('fields.freeAbove'),
      dataIndex: 'free_above',
      align: 'right',
      render: (amount: string | null) => (amount === null ? t('shopRules.never') : format.money(amount)),
    },
    {
      title: '',
      key: 'actions',
      render: (_, rule) => (
        <Space>
          <Button
            type="link"
            onClick={() => setEditing({ rule })}
            aria-label={t('shopRules.editLabel', { shop: rule.shop_name ?? '' })}
          >
            {desk('actions.edit')}
          </Button>
          <Popconfirm
            title={t('shopRules.deleteTitle', { shop: rule.shop_name ?? t('shopRules.thisShop') })}
            description={t('shopRules.deleteNote')}
            okText={desk('actions.delete')}
            cancelText={desk('actions.cancel')}
            okButtonProps={{ danger: true }}
            // The promise keeps the confirm button spinning until the server answers; a failure is already shown
            // by onError, so it is not thrown again into the popover.
            onConfirm={() =>
              rule.shop_id === null ? undefined : remove.mutateAsync(rule.shop_id).catch(() => undefined)
            }
          >
            <Button type="link" danger aria-label={t('shopRules.deleteLabel', { shop: rule.shop_name ?? '' })}>
              {desk('actions.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('shopRules.title')}
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing({})}>
          {t('shopRules.add')}
        </Button>
      </Flex>
      <Table<FreightRuleDto>
        rowKey="id"
        columns={columns}
        dataSource={rules}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('shopRules.empty') }}
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
