import './wallet.css';
import { localeOf } from '@shop/contract/languages';
import type { BlockchainDto } from '@shop/contract/wallet';
import { UNSUPPORTED_DEPOSIT_NETWORKS } from '@shop/contract/wallet-status';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { ExclamationTriangleOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { Page } from '../../components/page.tsx';
import { formatMoney } from '../../lib/money.ts';
import { useLang } from '../../lib/session.ts';
import { blockchainQueryOptions } from './api.ts';
import { QrCode } from './qr-code.tsx';
import { depositToken, networkLabel } from './deposit-token.ts';
import { IdempotentAttempts } from '../../lib/idempotent-attempts.ts';
import { centsOf, parseAmount, toAmount } from './wallet-money.ts';
import {
  AmountInput,
  CopyRow,
  EvidenceField,
  LoadFailed,
  LoadingCard,
  RecordsLink,
  TextInput,
  useSendRecharge,
} from './wallet-ui.tsx';
import { Field, type FieldErrors, showFirstError } from '../../components/form-field.tsx';

/** A transaction hash as chains write them: hex (with or without 0x) or base58 (the contract's txHash). */
const TX_HASH = /^(0x)?[0-9A-Za-z]{16,128}$/;

/** The fields in screen order: the first one with a problem is also the toast. */
const FIELD_ORDER = ['network', 'address', 'amount', 'txHash', 'evidence'] as const;

/**
 * /walletTopUp — recharge on chain: the operator's networks (getBlockchain), the chosen network's deposit address
 * (copy, QR code), the warning, then amount, transaction hash and the transfer's evidence. Every rule of a recharge
 * (docs/domain.md#recharge) is checked here before anything is sent; the server checks them again.
 */
export function WalletTopUpPage() {
  const lang = useLang();
  const networks = useQuery(blockchainQueryOptions(lang));
  let content;
  if (networks.data) content = networks.data.length > 0 ? <ChainForm networks={networks.data} /> : <NoNetwork />;
  else if (networks.isError)
    content = <LoadFailed message={networks.error.message} retry={() => void networks.refetch()} />;
  else content = <LoadingCard lines={6} />;
  return (
    <Page titleKey="walletTopUp" right={<RecordsLink to="/topUpRecord" />}>
      <div className="wallet-page wallet-page--with-bar">{content}</div>
    </Page>
  );
}

function NoNetwork() {
  const { t } = useTranslation('wallet');
  return (
    <EmptyState kind="network" title={t('chain.noNetworkTitle')} description={t('chain.noNetworkHint')}>
      <Link to="/topUp" className="link-button">
        {t('chain.otherMethods')}
      </Link>
    </EmptyState>
  );
}

function ChainForm({ networks }: { networks: BlockchainDto[] }) {
  const { t } = useTranslation(['wallet', 'messages', 'common']);
  const lang = useLang();
  const attempts = useRef(new IdempotentAttempts());
  const send = useSendRecharge(attempts.current);
  const [networkName, setNetworkName] = useState('');
  const [amount, setAmount] = useState('');
  const [txHash, setTxHash] = useState('');
  const [evidence, setEvidence] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const network = networks.find((n) => n.network === networkName);
  // What to send, named: "USDT on TRC20", not a bare "$".
  const deposit = network ? depositToken(network.network) : undefined;
  const tokenWords = deposit && { token: deposit.token, network: deposit.chain };

  const clear = (field: string) => setErrors((current) => ({ ...current, [field]: undefined }));

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    if (!network) found.network = t('messages:validation.networkRequired');
    else if (!network.address.trim()) found.address = t('messages:validation.addressRequired');
    const cents = parseAmount(amount);
    if (cents === undefined || cents <= 0) found.amount = t('messages:validation.amountInvalid');
    else if (network && cents < centsOf(network.min_amount))
      found.amount = t('wallet:form.amountMin', { min: formatMoney(network.min_amount, lang) });
    if (!txHash.trim()) found.txHash = t('messages:validation.txHashRequired');
    else if (!TX_HASH.test(txHash.trim())) found.txHash = t('messages:validation.txHashInvalid');
    if (evidence.length === 0) found.evidence = t('messages:validation.evidenceRequired');
    return found;
  };

  const submit = async () => {
    const found = validate();
    setErrors(found);
    if (showFirstError(found, FIELD_ORDER) || !network) return;
    setSending(true);
    const result = await send({
      method: 'chain',
      amount: toAmount(parseAmount(amount) ?? 0),
      network: network.network,
      address: network.address,
      tx_hash: txHash.trim(),
      evidence: evidence[0] ?? '',
    });
    setSending(false);
    if (result.ok) return;
    // The refusal has been toasted; it also stays under the field it is about.
    const field = {
      TX_HASH_USED: 'txHash',
      AMOUNT_TOO_SMALL: 'amount',
      NETWORK_UNKNOWN: 'network',
      DEPOSIT_ADDRESS_MISMATCH: 'address',
    }[result.errorKey ?? ''];
    if (field) setErrors({ [field]: result.message });
  };

  return (
    <>
      <p className="wallet-warning" role="note">
        <ExclamationTriangleOutline className="wallet-warning__icon" aria-hidden="true" />
        <span>
          {t('wallet:chain.warning', {
            networks: new Intl.ListFormat(localeOf(lang), { type: 'conjunction' }).format(UNSUPPORTED_DEPOSIT_NETWORKS),
          })}
        </span>
      </p>

      <section className="wallet-card">
        <Field id="network" labelFor={false} label={t('wallet:chain.network')} error={errors.network}>
          <div className="wallet-chips">
            {networks.map((option) => (
              <button
                key={option.network}
                type="button"
                className={`wallet-chip${option.network === networkName ? ' wallet-chip--on' : ''}`}
                aria-pressed={option.network === networkName}
                onClick={() => {
                  setNetworkName(option.network);
                  clear('network');
                  clear('address');
                }}
              >
                {networkLabel(option.network)}
              </button>
            ))}
          </div>
        </Field>

        {network && tokenWords ? (
          <div className="wallet-deposit">
            <p className="wallet-send-token">{t('wallet:chain.sendToken', tokenWords)}</p>
            {network.address ? (
              <>
                <QrCode text={network.address} label={t('wallet:chain.qr', { network: network.network })} />
                <dl className="wallet-facts">
                  <CopyRow label={t('wallet:chain.address', tokenWords)} value={network.address} mono />
                </dl>
              </>
            ) : null}
            {errors.address && (
              <p id="address-error" className="form-field__error" role="alert">
                {errors.address}
              </p>
            )}
            <p className="wallet-hint">
              {t('wallet:chain.minHint', { ...tokenWords, min: formatMoney(network.min_amount, lang) })}
            </p>
          </div>
        ) : (
          <p className="wallet-hint">{t('wallet:chain.chooseNetwork')}</p>
        )}
      </section>

      <section className="wallet-card">
        <Field
          id="amount"
          label={tokenWords ? t('wallet:chain.amount', tokenWords) : t('wallet:form.amount')}
          error={errors.amount}
          hint={tokenWords && t('wallet:chain.amountHint', { ...tokenWords, one: formatMoney(1, lang) })}
        >
          <AmountInput
            id="amount"
            value={amount}
            error={errors.amount}
            placeholder={
              network
                ? t('wallet:form.amountAtLeast', { min: formatMoney(network.min_amount, lang) })
                : t('wallet:form.amountPlaceholder')
            }
            onChange={(value) => {
              setAmount(value);
              clear('amount');
            }}
          />
        </Field>
        <Field id="txHash" label={t('wallet:chain.txHash')} error={errors.txHash} hint={t('wallet:chain.txHashHint')}>
          <TextInput
            id="txHash"
            value={txHash}
            error={errors.txHash}
            placeholder={t('wallet:chain.txHashPlaceholder')}
            autoComplete="off"
            maxLength={130}
            onChange={(value) => {
              setTxHash(value);
              clear('txHash');
            }}
          />
        </Field>
        <EvidenceField
          value={evidence}
          error={errors.evidence}
          onChange={(urls) => {
            setEvidence(urls);
            clear('evidence');
          }}
        />
      </section>

      <div className="fixed-footer">
        <Button block color="primary" shape="rounded" size="large" loading={sending} onClick={() => void submit()}>
          {t('common:submit')}
        </Button>
      </div>
    </>
  );
}
