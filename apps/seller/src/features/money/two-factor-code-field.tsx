import { totpCode } from '@shop/contract/account-security';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { hasErrorKey } from '@shop/desk/request/request-error.ts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The refusals that belong to the code field: a wrong code, or a code the server now asks for. */
export const TWO_FACTOR_ERRORS = ['TWO_FACTOR_CODE_WRONG', 'TWO_FACTOR_CODE_REQUIRED', 'TWO_FACTOR_LOCKED'] as const;

export const isTwoFactorRefusal = (error: unknown) => hasErrorKey(error, TWO_FACTOR_ERRORS);

/** The authenticator field's props without the Form.Item around it (a Popconfirm holds it bare). */
export const twoFactorInputProps = {
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: 6,
  placeholder: '123456',
  style: { maxWidth: 240 },
} as const;

/**
 * The 6 digits of the authenticator app that money moves ask for when the owner has two-factor sign-in on
 * (me.two_factor_enabled); nothing at all when it is off.
 */
export function TwoFactorCodeField({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('money');
  const rules = useFormRules();
  if (!enabled) return null;
  return (
    <Form.Item
      label={t('twoFactor.label')}
      name="two_factor_code"
      rules={[rules.schema(totpCode)]}
      extra={t('twoFactor.hint')}
    >
      <Input {...twoFactorInputProps} />
    </Form.Item>
  );
}

/** The code to send: only when asked for, and trimmed. */
export function twoFactorPart(enabled: boolean, code: string | undefined): { two_factor_code?: string } {
  return enabled ? { two_factor_code: (code ?? '').trim() } : {};
}
