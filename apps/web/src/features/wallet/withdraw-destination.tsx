import { cardNumberTyping, isBankCardNumber } from '@shop/contract/rules/bank-card';
import { WITHDRAW_TYPES } from '@shop/contract/wallet-status';
import { useTranslation } from 'react-i18next';
import { FormField, ruleOf } from '../../components/form-item-field.tsx';
import { TextInput } from './wallet-ui.tsx';
import type { WithdrawValues } from './withdraw-rules.ts';

/** A rule that the trimmed text is not empty, with the contract's message key. */
const filled = (message: string) => ruleOf((value) => (String(value ?? '').trim() ? undefined : message));

/** The withdrawal's type, as chips: switching it starts the destination afresh (no old messages). */
export function TypeChips({
  value,
  onChange,
}: {
  value?: WithdrawValues['type'];
  onChange?: (type: WithdrawValues['type']) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <div className="wallet-chips">
      {WITHDRAW_TYPES.map((option) => (
        <button
          key={option}
          type="button"
          className={`wallet-chip${option === value ? ' wallet-chip--on' : ''}`}
          aria-pressed={option === value}
          onClick={() => onChange?.(option)}
        >
          {t(`type.${option}`)}
        </button>
      ))}
    </div>
  );
}

/** Where the money goes: a bank card (number, bank) or a wallet on chain (network, address). */
export function Destination({ type }: { type: WithdrawValues['type'] }) {
  const { t } = useTranslation(['wallet', 'messages']);
  if (type === 'bank') {
    return (
      <>
        <FormField
          name="bankCardNo"
          label={t('wallet:withdraw.bankCardNo')}
          normalize={cardNumberTyping}
          rules={[ruleOf((value) => (isBankCardNumber(value) ? undefined : t('messages:validation.bankCardInvalid')))]}
        >
          {(error) => (
            <TextInput
              id="bankCardNo"
              error={error}
              inputMode="numeric"
              autoComplete="off"
              maxLength={32}
              placeholder={t('wallet:withdraw.bankCardNoPlaceholder')}
            />
          )}
        </FormField>
        <FormField
          name="bankName"
          label={t('wallet:withdraw.bankName')}
          rules={[filled(t('messages:validation.bankNameRequired'))]}
        >
          {(error) => (
            <TextInput
              id="bankName"
              error={error}
              maxLength={80}
              placeholder={t('wallet:withdraw.bankNamePlaceholder')}
            />
          )}
        </FormField>
      </>
    );
  }
  return (
    <>
      <FormField
        name="network"
        label={t('wallet:withdraw.network')}
        rules={[filled(t('messages:validation.networkRequired'))]}
      >
        {(error) => (
          <TextInput
            id="network"
            error={error}
            maxLength={30}
            autoComplete="off"
            placeholder={t('wallet:withdraw.networkPlaceholder')}
          />
        )}
      </FormField>
      <FormField
        name="address"
        label={t('wallet:withdraw.address')}
        rules={[filled(t('messages:validation.addressRequired'))]}
      >
        {(error) => (
          <TextInput
            id="address"
            error={error}
            maxLength={120}
            autoComplete="off"
            placeholder={t('wallet:withdraw.addressPlaceholder')}
          />
        )}
      </FormField>
    </>
  );
}
