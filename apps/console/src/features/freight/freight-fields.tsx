import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** Fee and free-shipping threshold, shared by the default rule and the per-shop rules. */
export function FreightFields() {
  const { t } = useTranslation('freight');
  const rules = useFormRules();
  return (
    <>
      <Form.Item label={t('fields.fee')} name="fee" rules={[rules.money()]}>
        <Input prefix="$" />
      </Form.Item>
      <Form.Item
        label={t('fields.freeAbove')}
        name="free_above"
        rules={[rules.money({ optional: true })]}
        extra={t('fields.freeAboveHint')}
      >
        <Input prefix="$" placeholder={t('fields.neverFree')} />
      </Form.Item>
    </>
  );
}
