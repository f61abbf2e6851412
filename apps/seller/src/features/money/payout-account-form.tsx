import {
  checkAccountNumber,
  type PayoutAccountDto,
  type PayoutAccountForm,
  payoutAccountSaveBody,
} from '@shop/contract/payout-account';
import { useFormRules } from '@shop/desk/i18n/form-rules.ts';
import { fieldErrors } from '@shop/desk/request/field-errors.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ME_KEY, MONEY_KEY } from '../../lib/query-keys.ts';
import { savePayoutAccount } from './api.ts';
import { isTwoFactorRefusal, TwoFactorCodeField, twoFactorPart } from './two-factor-code-field.tsx';

interface Values {
  holder_name: string;
  bank_name: string;
  account_no: string;
  swift: string;
  /** Asked only when the owner has two-factor sign-in on. */
  two_factor_code?: string;
}

const fields = payoutAccountSaveBody.shape;

/**
 * The request for the form's values: trimmed, with an empty SWIFT/BIC sent as none, and the authenticator's code
 * when two-factor sign-in is on.
 */
export function payoutAccountBody(values: Values, id?: number, twoFactor = false): PayoutAccountForm {
  const swift = values.swift.trim();
  return {
    ...(id === undefined ? {} : { id }),
    holder_name: values.holder_name.trim(),
    bank_name: values.bank_name.trim(),
    account_no: values.account_no.trim(),
    swift: swift === '' ? null : swift,
    ...twoFactorPart(twoFactor, values.two_factor_code),
  };
}

/**
 * Adds a payout account or edits one: the holder's name as the bank has it, the bank, the account number (the
 * bank's usual form with spaces or dashes, or an IBAN, checked as the server checks it) and an optional SWIFT/BIC.
 */
export function PayoutAccountModal({
  account,
  twoFactor = false,
  onClose,
  onSaved,
}: {
  /** The account to edit; none to add one. */
  account?: PayoutAccountDto;
  /** The owner has two-factor sign-in on: the save asks for the authenticator's code. */
  twoFactor?: boolean;
  onClose(): void;
  onSaved?(saved: PayoutAccountDto): void;
}) {
  const { t, i18n } = useTranslation('money');
  const { message } = App.useApp();
  const rules = useFormRules();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const typed = Form.useWatch('account_no', form) ?? '';
  const check = typed.trim() === '' ? undefined : checkAccountNumber(typed);
  const save = useMutation({
    mutationFn: savePayoutAccount,
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: MONEY_KEY });
      void message.success(t('payoutAccounts.saved'));
      onSaved?.(saved);
      onClose();
    },
    onError: (error) => {
      form.setFields(fieldErrors(error, i18n).map((field) => ({ name: field.name as never, errors: field.errors })));
      if (isTwoFactorRefusal(error)) {
        form.setFields([{ name: 'two_factor_code', errors: [error.message], value: '' }]);
        // Turned on since /me was read: read it again, and the code field appears.
        void queryClient.invalidateQueries({ queryKey: ME_KEY });
      }
    },
  });
  const refusedWithoutField =
    save.error && !isTwoFactorRefusal(save.error) && fieldErrors(save.error, i18n).length === 0;
  return (
    <Modal
      open
      title={account ? t('payoutAccounts.editTitle') : t('payoutAccounts.addTitle')}
      okText={t('payoutAccounts.save')}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={onClose}
      destroyOnHidden
      width={520}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{
          holder_name: account?.holder_name ?? '',
          bank_name: account?.bank_name ?? '',
          account_no: account?.account_no ?? '',
          swift: account?.swift ?? '',
        }}
        onFinish={(values) => save.mutate(payoutAccountBody(values, account?.id, twoFactor))}
      >
        <Form.Item
          label={t('payoutAccounts.holder')}
          name="holder_name"
          required
          rules={[rules.schema(fields.holder_name)]}
          extra={t('payoutAccounts.holderHint')}
        >
          <Input maxLength={80} autoComplete="name" />
        </Form.Item>
        <Form.Item label={t('payoutAccounts.bank')} name="bank_name" required rules={[rules.schema(fields.bank_name)]}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item
          label={t('payoutAccounts.accountNo')}
          name="account_no"
          required
          rules={[rules.schema(fields.account_no)]}
          extra={
            check?.ok ? (
              <Typography.Text type="success">
                {check.kind === 'iban'
                  ? t('payoutAccounts.ibanOk', { iban: check.display })
                  : t('payoutAccounts.localOk', { count: check.compact.length })}
              </Typography.Text>
            ) : (
              t('payoutAccounts.accountNoHint')
            )
          }
        >
          <Input maxLength={60} autoComplete="off" spellCheck={false} placeholder="123-4-56789-0" />
        </Form.Item>
        <Form.Item
          label={t('payoutAccounts.swift')}
          name="swift"
          rules={[rules.schema(fields.swift.unwrap().unwrap())]}
          extra={t('payoutAccounts.swiftHint')}
        >
          <Input maxLength={20} autoComplete="off" spellCheck={false} placeholder="KASITHBK" />
        </Form.Item>
        <TwoFactorCodeField enabled={twoFactor} />
        {refusedWithoutField && <Alert type="error" showIcon title={save.error.message} />}
      </Form>
    </Modal>
  );
}
