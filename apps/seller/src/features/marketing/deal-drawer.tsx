import { type DealDto, dealSaveBody } from '@shop/contract/promotion';
import { FormDrawer } from '@shop/desk/forms/form-drawer.tsx';
import { ScheduleFields } from '@shop/desk/forms/schedule-fields.tsx';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { translateKey } from '@shop/desk/i18n/translation-key.ts';
import { useQuery } from '@tanstack/react-query';
import { Divider, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEALS_KEY, openCampaignsQueryOptions, saveDeal } from './api.ts';
import {
  type DealFormValues,
  type DealItemRow,
  MAX_DEAL_ITEMS,
  newDealValues,
  toDealBody,
  toDealFormValues,
} from './deal-form-values.ts';
import { DealItemFields } from './deal-item-fields.tsx';
import { SkuPicker } from './sku-picker.tsx';
import { usePromotionSave } from './use-promotion-save.ts';

/**
 * Creates a deal or edits one that has not started, in a drawer (full width on a phone): its name, its window (its
 * own, or a platform campaign's, shown read-only), and its SKUs, picked from the shop's products, each with a deal
 * price, a deal stock and an optional limit per shopper. Rendered only while open.
 */
export function DealDrawer({ deal, onClose }: { deal?: DealDto; onClose(): void }) {
  const { t, i18n } = useTranslation('marketing');
  const format = useFormat();
  const rules = useFormRules();
  const [form] = Form.useForm<DealFormValues>();
  const [initial] = useState(() => (deal ? toDealFormValues(deal) : newDealValues()));
  const mode = Form.useWatch('mode', form) ?? initial.mode;
  const campaignId = Form.useWatch('campaign_id', form) ?? initial.campaign_id;
  const campaigns = useQuery(openCampaignsQueryOptions());

  const choices = campaigns.data?.list ?? [];
  // A deal that joined a campaign keeps it on screen even if the list no longer offers it.
  if (deal?.campaign && !choices.some((campaign) => campaign.id === deal.campaign?.id)) {
    choices.unshift({ ...deal.campaign, starts_at: deal.starts_at, ends_at: deal.ends_at, joined: true });
  }
  const chosen = choices.find((campaign) => campaign.id === campaignId);
  const noCampaigns = campaigns.isSuccess && choices.length === 0;

  const { mutation, refusal } = usePromotionSave({
    form,
    save: saveDeal,
    refresh: DEALS_KEY,
    done: deal ? t('deals.form.saved') : t('deals.form.created'),
    onSaved: onClose,
  });

  return (
    <FormDrawer
      title={deal ? t('deals.form.editTitle', { name: deal.name }) : t('deals.form.newTitle')}
      onSave={() => form.submit()}
      saving={mutation.isPending}
      onClose={onClose}
      refusal={refusal}
      size={640}
    >
      <Form<DealFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initial}
        // The whole store, not the checked values alone: a row's SKU id has no input of its own.
        onFinish={() => mutation.mutate(toDealBody(form.getFieldsValue(true), deal))}
      >
        <Form.Item
          label={t('deals.form.name')}
          name="name"
          rules={[rules.schema(dealSaveBody.shape.name)]}
          extra={t('deals.form.nameHint')}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          label={t('deals.form.window')}
          name="mode"
          extra={noCampaigns && mode === 'own' ? t('deals.form.noCampaigns') : undefined}
        >
          <Radio.Group
            options={[
              { value: 'own', label: t('deals.form.ownWindow') },
              { value: 'campaign', label: t('deals.form.joinCampaign'), disabled: noCampaigns },
            ]}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          />
        </Form.Item>
        {mode === 'campaign' ? (
          <Form.Item
            label={t('deals.form.campaign')}
            name="campaign_id"
            rules={[{ required: true, message: t('deals.form.campaignRequired') }]}
            extra={
              chosen
                ? t('deals.form.campaignWindow', {
                    starts: format.dateTime(chosen.starts_at),
                    ends: format.dateTime(chosen.ends_at),
                  })
                : t('deals.form.campaignHint')
            }
          >
            <Select<number>
              loading={campaigns.isFetching}
              placeholder={t('deals.form.campaignPlaceholder')}
              options={choices.map((campaign) => ({
                value: campaign.id,
                label: campaign.joined ? t('deals.form.joined', { name: campaign.name }) : campaign.name,
              }))}
            />
          </Form.Item>
        ) : (
          <ScheduleFields words={(word) => t(`deals.form.${word}`)} />
        )}
        <Form.List
          name="items"
          rules={[
            {
              validator: async (_rule, items: DealItemRow[] | undefined) => {
                if (!items?.length) throw new Error(translateKey(i18n, 'validation:dealItemsRequired'));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => {
            // A row's SKU, title and price now have no inputs of their own: read whole from the form's store.
            const rows = (form.getFieldValue('items') ?? []) as DealItemRow[];
            return (
              <Flex vertical gap={12}>
                <Divider titlePlacement="start" style={{ margin: 0 }}>
                  {t('deals.form.skus', { count: rows.length, max: MAX_DEAL_ITEMS })}
                </Divider>
                <SkuPicker
                  taken={rows.map((row) => row.sku_id)}
                  room={MAX_DEAL_ITEMS - rows.length}
                  onAdd={(added) => {
                    for (const row of added) add(row);
                  }}
                />
                {rows.length >= MAX_DEAL_ITEMS && (
                  <Typography.Text type="warning">{t('deals.form.full', { max: MAX_DEAL_ITEMS })}</Typography.Text>
                )}
                {fields.map((field) => {
                  const row = rows[field.name];
                  return row ? (
                    <DealItemFields key={field.key} index={field.name} row={row} onRemove={() => remove(field.name)} />
                  ) : null;
                })}
                {fields.length === 0 && <Typography.Text type="secondary">{t('deals.form.noSkus')}</Typography.Text>}
                <Form.ErrorList errors={errors} />
              </Flex>
            );
          }}
        </Form.List>
      </Form>
    </FormDrawer>
  );
}
