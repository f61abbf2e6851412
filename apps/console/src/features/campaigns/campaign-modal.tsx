import type { CampaignDto } from '@shop/contract/promotion';
import { useFormat } from '@shop/desk/i18n/format.ts';
import { textIn } from '@shop/desk/localized/localized-text.ts';
import { fieldErrors } from '@shop/desk/request/field-errors.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Col, Form, Input, Modal, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { LocalizedRows } from '../../components/localized-fields.tsx';
import { endsAfterStart } from '../../lib/date-time.ts';
import { setFieldErrors } from '../../lib/form-errors.ts';
import { CAMPAIGNS_KEY, saveCampaign } from './api.ts';
import { type CampaignFormValues, campaignBody, campaignFormValues } from './campaign-form-values.ts';

interface Props {
  /** The campaign to edit; undefined to create one. */
  campaign?: CampaignDto;
  onClose(): void;
}

/**
 * Creates or edits a platform campaign: its name in the five languages (English required), its window and whether
 * it is on. Rendered only while open, so each opening starts from the saved values.
 */
export function CampaignModal({ campaign, onClose }: Props) {
  const { t, i18n } = useTranslation('campaigns');
  const { t: desk } = useTranslation('desk');
  const { lang } = useFormat();
  const [form] = Form.useForm<CampaignFormValues>();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const save = useMutation({
    mutationFn: saveCampaign,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY });
      void message.success(campaign ? t('form.saved') : t('form.created'));
      onClose();
    },
    // A refusal naming fields puts each message on its field; any other shows above the form.
    onError: (error) => setFieldErrors(form, fieldErrors(error, i18n)),
  });
  const fieldProblem = save.error && fieldErrors(save.error, i18n).length > 0;
  // The shops' deals follow the campaign (the server carries its window and its stop to them): say so before a save.
  const joined = campaign !== undefined && campaign.shops > 0;

  return (
    <Modal
      open
      title={campaign ? t('form.editTitle', { name: textIn(campaign.name, lang) }) : t('form.newTitle')}
      okText={desk('actions.save')}
      cancelText={desk('actions.cancel')}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      width={560}
    >
      {save.error && !fieldProblem && (
        <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} />
      )}
      {joined && (
        <Alert
          type="info"
          showIcon
          title={t('form.joined', { count: campaign.shops, skus: t('skus', { count: campaign.items }) })}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<CampaignFormValues>
        form={form}
        name="campaign"
        layout="vertical"
        initialValues={campaignFormValues(campaign)}
        onFinish={(values) => save.mutate(campaignBody(values, campaign?.id))}
      >
        <LocalizedRows spec={{ name: 'name', label: t('form.name'), max: 60 }} />
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('form.starts')}
              name="starts_at"
              rules={[{ required: true, message: t('form.startsRequired') }]}
            >
              <Input type="datetime-local" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label={t('form.ends')}
              name="ends_at"
              dependencies={['starts_at']}
              rules={[
                { required: true, message: t('form.endsRequired') },
                endsAfterStart('starts_at', t('form.endsAfterStart')),
              ]}
            >
              <Input type="datetime-local" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('form.active')} name="active" valuePropName="checked" extra={t('form.activeHint')}>
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
