import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { ImageUpload } from '../../components/image-upload.tsx';
import { copyWithToast } from '../../lib/copy-text.ts';
import { toast } from '../../lib/toast.ts';
import type { RechargeForm } from '@shop/contract/wallet';
import { invalidateWallet, submitRecharge } from './api.ts';
import { isAnswered, type IdempotentAttempts } from '../../lib/idempotent-attempts.ts';
import { statusName } from './wallet-format.ts';
import { Field, errorId } from '../../components/form-field.tsx';

/** Digits and one decimal point with at most two places: what a money amount may look like while being typed. */
const TYPING_AMOUNT = /^\d*(\.\d{0,2})?$/;

/** A money amount in dollars: the numeric keypad with a decimal point, "$" before it. */
export function AmountInput({
  id,
  value,
  onChange,
  placeholder,
  error,
  end,
}: {
  id: string;
  /** Given by the form (Form.Item) or by the page. */
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  error?: string;
  /** Something at the end of the box (the withdrawal's "All"). */
  end?: ReactNode;
}) {
  return (
    <div className="wallet-amount">
      <span className="wallet-amount__currency" aria-hidden="true">
        $
      </span>
      <input
        id={id}
        className="wallet-amount__input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value ?? ''}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(id) : undefined}
        onChange={(event) => {
          const next = event.target.value.replace(',', '.').replace(/\s/g, '');
          if (TYPING_AMOUNT.test(next)) onChange?.(next);
        }}
      />
      {end}
    </div>
  );
}

/** A plain text box of the wallet forms. */
export function TextInput({
  id,
  value,
  onChange,
  error,
  ...rest
}: {
  id: string;
  /** Given by the form (Form.Item) or by the page. */
  value?: string;
  onChange?: (value: string) => void;
  error?: string;
  placeholder?: string;
  inputMode?: 'text' | 'numeric';
  maxLength?: number;
  autoComplete?: string;
}) {
  return (
    <input
      id={id}
      className="wallet-input"
      type="text"
      value={value ?? ''}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId(id) : undefined}
      onChange={(event) => onChange?.(event.target.value)}
      {...rest}
    />
  );
}

/** The payment evidence: one picture, uploaded at once. */
export function EvidenceField({
  value,
  onChange,
  error,
  optional,
}: {
  value: string[];
  onChange: (urls: string[]) => void;
  error?: string;
  optional?: boolean;
}) {
  const { t } = useTranslation('wallet');
  return (
    <Field
      id="evidence"
      labelFor={false}
      label={optional ? t('form.evidenceOptional') : t('form.evidence')}
      hint={t('form.evidenceHint')}
      error={error}
    >
      <ImageUpload
        value={value}
        onChange={onChange}
        label={t('form.evidenceAdd')}
        errorId={error ? errorId('evidence') : undefined}
      />
    </Field>
  );
}

/** A value with a copy button (bank details, deposit address). */
export function CopyRow({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  const { t } = useTranslation('wallet');
  return (
    <div className="wallet-copy">
      <dt className="wallet-copy__label">{label}</dt>
      <dd className="wallet-copy__value">
        <span className={mono ? 'wallet-mono' : undefined}>{value}</span>
        <button
          type="button"
          className="wallet-copy__button"
          aria-label={t('copyLabel', { label })}
          onClick={() => void copyWithToast(value)}
        >
          {t('copy')}
        </button>
      </dd>
    </div>
  );
}

/** The navigation bar's link to the records of this screen's money (recharges or withdrawals). */
export function RecordsLink({ to }: { to: string }) {
  const { t } = useTranslation('wallet');
  return (
    <Link className="wallet-nav-link" to={to}>
      {t('recordsLink')}
    </Link>
  );
}

/** An audit status with its colour: auditing orange, passed green, refused red. */
export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation('wallet');
  const name = statusName(status);
  return <span className={`wallet-status wallet-status--${name}`}>{t(`status.${name}`)}</span>;
}

export function LoadingCard({ lines = 4 }: { lines?: number }) {
  return (
    <section className="wallet-card" aria-busy="true">
      <Skeleton.Paragraph lineCount={lines} animated />
    </section>
  );
}

export function LoadFailed({ message, retry }: { message?: string; retry: () => void }) {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <EmptyState title={t('wallet:loadFailed')} description={message}>
      <button type="button" className="link-button" onClick={retry}>
        {t('common:retry')}
      </button>
    </EmptyState>
  );
}

/**
 * Sends a recharge (any method) with its Idempotency-Key, then "Apply successful" and the recharge records in
 * place of the form. A refusal resolves with its machine key and message (the request client has toasted it), so
 * the form can put it under the field it concerns.
 */
export function useSendRecharge(attempts: IdempotentAttempts) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (body: RechargeForm): Promise<{ ok: true } | { ok: false; errorKey?: string; message: string }> => {
    try {
      await submitRecharge(body, attempts.keyFor(body));
      attempts.answered();
      void toast.success(t('common:success.apply'));
      void invalidateWallet(queryClient);
      void navigate('/topUpRecord', { replace: true });
      return { ok: true };
    } catch (err) {
      if (isAnswered(err)) attempts.answered();
      const errorKey = (err as { errorKey?: string }).errorKey;
      return { ok: false, errorKey, message: err instanceof Error ? err.message : '' };
    }
  };
}
