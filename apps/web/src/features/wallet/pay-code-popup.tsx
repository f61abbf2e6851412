import { digitsOnly, isPayCode, PAY_CODE_MAX_LENGTH } from '@shop/contract/rules/payment-code';
import { Button, Form, Popup } from 'antd-mobile';
import { LockOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearMessagesOf, FormField, PLAIN_FORM, ruleOf } from '../../components/form-item-field.tsx';
import { errorId } from '../../components/form-field.tsx';
import { appValidationOnly } from '../../lib/app-validation-only.ts';

/** Why the server refused a code: the message stays under the field, and a wrong code is cleared for a new one. */
export interface CodeRefusal {
  message: string;
  clearCode: boolean;
}

interface PayCodeProps {
  /** "Withdraw $50.00 with a service charge of $1.00: …" */
  summary: string;
  /** Sends the code; resolves with the refusal to show, or nothing when the popup is done with. */
  onConfirm: (code: string) => Promise<CodeRefusal | undefined>;
  onClose: () => void;
}

/** The second step of a withdrawal: the payment code, in a popup that exists only to take it. */
export function PayCodePopup({ visible, ...props }: PayCodeProps & { visible: boolean }) {
  const [sending, setSending] = useState(false);
  return (
    <Popup
      visible={visible}
      onMaskClick={() => !sending && props.onClose()}
      onClose={props.onClose}
      bodyClassName="wallet-code-popup"
      destroyOnClose
    >
      <PayCodeForm {...props} sending={sending} setSending={setSending} />
    </Popup>
  );
}

/** Digits only, masked; the keypad opens with the popup. Form.Item gives it its value and onChange. */
function CodeInput({
  value,
  onChange,
  error,
  placeholder,
}: {
  value?: string;
  onChange?: (value: string) => void;
  error?: string;
  placeholder: string;
}) {
  return (
    <div className="wallet-code__box">
      <LockOutline className="wallet-code__icon" aria-hidden="true" />
      <input
        id="pay-code"
        className="wallet-input wallet-input--code"
        type="password"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={PAY_CODE_MAX_LENGTH}
        // The popup exists only to take the code: the keypad opens with it.
        autoFocus
        value={value ?? ''}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId('pay-code') : undefined}
        onChange={(event) => onChange?.(digitsOnly(event.target.value))}
      />
    </div>
  );
}

function PayCodeForm({
  summary,
  onConfirm,
  onClose,
  sending,
  setSending,
}: PayCodeProps & { sending: boolean; setSending: (sending: boolean) => void }) {
  const { t } = useTranslation(['wallet', 'messages', 'common']);
  const [form] = Form.useForm<{ 'pay-code': string }>();

  const confirm = async (values: { 'pay-code': string }) => {
    setSending(true);
    try {
      const refusal = await onConfirm(values['pay-code']);
      if (refusal) {
        form.setFields([{ name: 'pay-code', errors: [refusal.message], ...(refusal.clearCode ? { value: '' } : {}) }]);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <div role="dialog" aria-modal="true" aria-labelledby="pay-code-title" className="wallet-code">
      <h2 id="pay-code-title" className="wallet-code__title">
        {t('wallet:withdraw.codeTitle')}
      </h2>
      <p className="wallet-code__sum">{summary}</p>
      <Form
        {...appValidationOnly}
        form={form}
        className={PLAIN_FORM}
        initialValues={{ 'pay-code': '' }}
        onValuesChange={(changed) => clearMessagesOf(form, Object.keys(changed))}
        onFinish={(values) => void confirm(values)}
      >
        <FormField
          name="pay-code"
          label={t('wallet:withdraw.code')}
          rules={[ruleOf((code) => (isPayCode(code) ? undefined : t('messages:validation.payPasswordRule')))]}
        >
          {(error) => <CodeInput error={error} placeholder={t('wallet:withdraw.codePlaceholder')} />}
        </FormField>
        <div className="wallet-code__actions">
          <Button block shape="rounded" size="large" disabled={sending} onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button block type="submit" color="primary" shape="rounded" size="large" loading={sending}>
            {t('common:confirm')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
