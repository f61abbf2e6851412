import type { FreightRuleDto } from '@shop/contract/console-orders';
import { Alert, Button, Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FreightFields } from './freight-fields.tsx';
import { type FreightFormValues, freightFormKey, toFreightBody, toFreightFormValues } from './freight-form-values.ts';
import { useSaveFreight } from './use-save-freight.ts';

/** The rule of every shop without its own. It always exists, so it can be edited but never deleted. */
export function DefaultRuleCard({ rule }: { rule: FreightRuleDto }) {
  const { t } = useTranslation('freight');
  const { t: desk } = useTranslation('desk');
  const save = useSaveFreight();
  return (
    <Card title={t('defaultRule')} style={{ maxWidth: 480, marginBottom: 24 }}>
      {save.error && <Alert type="error" showIcon title={save.error.message} style={{ marginBottom: 16 }} />}
      <Form<FreightFormValues>
        // A fresh form when the saved rule changes, so it shows what the server stored.
        key={freightFormKey(rule)}
        // Field ids are prefixed with the form's name: the shop rule modal has the same fields on the same page.
        name="default-freight"
        layout="vertical"
        requiredMark={false}
        initialValues={toFreightFormValues(rule)}
        onFinish={(values) => save.mutate(toFreightBody(null, values))}
      >
        <FreightFields />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {desk('actions.save')}
        </Button>
      </Form>
    </Card>
  );
}
