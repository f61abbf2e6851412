import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogueFixture, type CatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { buildTestApp, call, engine, type TestApp } from '../../../test/helper.ts';
import {
  balanceOf,
  buyNow,
  expectLedgerConsistent,
  fundedShopper,
  operatorToken,
  PAY_CODE,
  pay,
  type Shopper,
  skusOf,
} from '../../../test/order-fixture.ts';
import { putSetting } from '../settings/settings.service.ts';
import { WALLET_SETTINGS_KEY, type WalletSettings } from './wallet-settings.ts';

const EVIDENCE = '/uploads/u/evidenceWallet00000001.webp';
const TRC20 = { network: 'TRC20', address: 'TWalletTestDepositAddress0000000001', min_amount: 1_000 };
const ERC20 = { network: 'ERC20', address: '0xWa11e7Te57000000000000000000000000000002', min_amount: 2_000 };
/** A network whose own minimum is below the global one: the global minimum wins. */
const SOL = { network: 'SOL', address: 'So1WalletTestDepositAddress000000000003', min_amount: 100 };
const BANK = {
  bank_name: 'Test Bank',
  account_name: 'Shop Test Ltd',
  account_no: '1234 5678 9000',
  note: 'Write your account in the note.',
};

/** Recharges from $5.00; withdrawals from $10.00 with a charge of 1.5 %, at least $2.00. */
const SETTINGS: WalletSettings = {
  networks: [TRC20, ERC20, SOL],
  bank: BANK,
  recharge_min: 500,
  withdraw_fee_rate: 1.5,
  withdraw_fee_min: 200,
  withdraw_min: 1_000,
};

let hashCounter = 0;
/** A fresh 64-digit hex transaction hash with the 0x prefix. */
function newHash(): string {
  hashCounter += 1;
  return `0x${hashCounter.toString(16).padStart(8, '0')}${'ab'.repeat(28)}`;
}

/** The amounts a client must never get past validation (NaN reaches the server as null, as JSON.stringify sends it). */
const BAD_AMOUNTS: unknown[] = [-1, 0, 0.001, 1e20, '1e2', Number.NaN, 'NaN', 'abc', '-1', '0.00', '12.345', '', null];

describe(`wallet: recharge, withdrawal and the fund record (${engine})`, () => {
  let t: TestApp;
  let f: CatalogueFixture;
  let op: string;

  beforeAll(async () => {
    t = await buildTestApp();
    f = await buildCatalogueFixture(t.db);
    op = await operatorToken(t.app, t.db);
    await putSetting(t.db, WALLET_SETTINGS_KEY, SETTINGS);
  });
  afterAll(() => t.close());
  // docs/domain.md#the-ledger-equation: after every money test, every balance is the sum of its ledger entries and none is negative.
  afterEach(() => expectLedgerConsistent(t.db));

  const shopper = (balance = 0) => fundedShopper(t.app, t.db, balance);
  const recharge = (s: { token: string }, body: Record<string, unknown>, key?: string) =>
    call(t.app, 'POST', '/api/user/recharge', { token: s.token, body, headers: key ? { 'idempotency-key': key } : {} });
  const manual = (amount: unknown = '25.00') => ({ method: 'manual', amount, evidence: EVIDENCE });
  const chain = (amount: unknown, txHash = newHash(), network: { network: string; address: string } = TRC20) => ({
    method: 'chain',
    amount,
    network: network.network,
    address: network.address,
    tx_hash: txHash,
    evidence: EVIDENCE,
  });
  const extract = (s: { token: string }, body: Record<string, unknown>, key?: string) =>
    call(t.app, 'POST', '/api/user/extract', { token: s.token, body, headers: key ? { 'idempotency-key': key } : {} });
  const bank = (amount: unknown, extra: Record<string, unknown> = {}) => ({
    type: 'bank',
    amount,
    pay_password: PAY_CODE,
    bank_card_no: '6222 0000 1111 1234',
    bank_name: 'Receiving Bank',
    ...extra,
  });
  const onChain = (amount: unknown) => ({
    type: 'chain',
    amount,
    pay_password: PAY_CODE,
    network: 'TRC20',
    address: 'TMyOwnWalletAddress0000000000000009',
  });
  const get = (s: { token: string }, path: string, query?: Record<string, string | number>) =>
    call(t.app, 'GET', `/api/user/${path}`, { token: s.token, query });

  const rechargesOf = (userId: number) =>
    t.db.selectFrom('recharges').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const withdrawalsOf = (userId: number) =>
    t.db.selectFrom('withdrawals').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  const entriesOf = (userId: number) =>
    t.db
      .selectFrom('balance_entries')
      .select(['amount', 'kind', 'ref_type', 'ref_id', 'balance_after'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  /** The ledger as the fixture funded it: one adjustment entry. */
  const fundedOnly = (amount: number) => [
    { amount, kind: 'adjustment', ref_type: 'test', ref_id: null, balance_after: amount },
  ];
  /** Everything a failed money call could have touched for this shopper. */
  const snapshot = async (userId: number) => ({
    balance: await balanceOf(t.db, userId),
    entries: await entriesOf(userId),
    recharges: await rechargesOf(userId),
    withdrawals: await withdrawalsOf(userId),
  });
  const approve = async (id: number, amount: string) => {
    const res = await call(t.app, 'POST', '/api/console/recharge/approve', { token: op, body: { id, amount } });
    expect(res.code, res.msg).toBe(1);
    return res;
  };

  describe('deposit networks and bank details', () => {
    it('getBlockchain lists the networks of the wallet settings with their minimums', async () => {
      const s = await shopper();
      const res = await get(s, 'getBlockchain');
      expect(res.code, res.msg).toBe(1);
      expect(res.data).toEqual([
        { network: 'TRC20', address: TRC20.address, min_amount: '10.00' },
        { network: 'ERC20', address: ERC20.address, min_amount: '20.00' },
        { network: 'SOL', address: SOL.address, min_amount: '1.00' },
      ]);
    });

    it('recharge_info gives the bank details and the smallest recharge', async () => {
      const s = await shopper();
      const res = await get(s, 'recharge_info');
      expect(res.code, res.msg).toBe(1);
      expect(res.data).toEqual({ bank: BANK, min_amount: '5.00', card_enabled: true });
    });

    it('every wallet call needs a token: 401 without one', async () => {
      for (const path of ['getBlockchain', 'recharge_info', 'recharge_log', 'extract', 'extract_log', 'bill']) {
        const res = await call(t.app, 'GET', `/api/user/${path}`);
        expect(res.status, path).toBe(401);
        expect(res.code, path).toBe(401);
        expect(res.msg).toBe('Please login first');
      }
      for (const [path, body] of [
        ['recharge', manual()],
        ['extract', bank('20')],
      ] as const) {
        const res = await call(t.app, 'POST', `/api/user/${path}`, { body });
        expect(res.status, path).toBe(401);
        expect(res.code, path).toBe(401);
      }
      const revoked = await call(t.app, 'GET', '/api/user/extract', { token: 'not-a-real-token' });
      expect(revoked.status).toBe(401);
    });
  });

  describe('recharge', () => {
    it('manual (bank transfer): recorded for audit with its evidence, nothing credited yet', async () => {
      const s = await shopper(1_000);
      const res = await recharge(s, manual('25.5'));
      expect(res.code, res.msg).toBe(1);
      expect(res.msg).toBe('Apply successful');
      expect(res.data).toMatchObject({
        method: 'manual',
        amount: '25.50',
        actual_amount: null,
        network: null,
        address: null,
        tx_hash: null,
        evidence: EVIDENCE,
        card_last4: null,
        status: 0,
        reason: '',
        audited_at: null,
      });
      expect(typeof res.data.id).toBe('number');
      const rows = await rechargesOf(s.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: res.data.id,
        method: 'manual',
        amount: 2_550,
        status: 0,
        evidence: EVIDENCE,
      });
      expect(await balanceOf(t.db, s.id)).toBe(1_000);
      expect(await entriesOf(s.id)).toEqual(fundedOnly(1_000));
    });

    it('on chain: the offered network (any case) and its deposit address, a transaction hash and evidence', async () => {
      const s = await shopper();
      const hash = newHash();
      const res = await recharge(s, { ...chain('12.34', hash), network: 'trc20' });
      expect(res.code, res.msg).toBe(1);
      expect(res.data).toMatchObject({
        method: 'chain',
        amount: '12.34',
        network: 'TRC20',
        address: TRC20.address,
        tx_hash: hash,
        evidence: EVIDENCE,
        status: 0,
      });
      // A base58 hash (Tron, Solana) is accepted too.
      const base58 = await recharge(s, chain('30', '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnb', ERC20));
      expect(base58.code, base58.msg).toBe(1);
      expect(base58.data).toMatchObject({ network: 'ERC20', address: ERC20.address, amount: '30.00' });
      expect(await rechargesOf(s.id)).toHaveLength(2);
      expect(await balanceOf(t.db, s.id)).toBe(0);
      expect(await entriesOf(s.id)).toEqual([]);
    });

    it("by card: the provider's payment reference and the evidence are required, at most the last four digits", async () => {
      const s = await shopper();
      // No card acquirer confirms a card payment: nothing is recorded on the shopper's word alone.
      const unproven = await call(t.app, 'POST', '/api/user/recharge', {
        token: s.token,
        lang: 'tai',
        body: { method: 'card', amount: 40, card_last4: '4242' },
      });
      expect(unproven).toMatchObject({
        code: 0,
        data: { error: 'VALIDATION', fields: { provider_ref: 'providerRefRequired', evidence: 'evidenceRequired' } },
      });
      expect(unproven.msg).toBe('กรุณากรอกหมายเลขอ้างอิงการชำระเงินที่ผู้ให้บริการบัตรของคุณออกให้');
      const blankRef = await recharge(s, { method: 'card', amount: 40, provider_ref: '  ', evidence: EVIDENCE });
      expect(blankRef.data.fields).toEqual({ provider_ref: 'providerRefRequired' });
      expect(await rechargesOf(s.id)).toEqual([]);

      const withDigits = await recharge(s, {
        method: 'card',
        amount: 40,
        card_last4: '4242',
        provider_ref: ' PSP-2025-77310 ',
        evidence: EVIDENCE,
      });
      expect(withDigits.code, withDigits.msg).toBe(1);
      expect(withDigits.data).toMatchObject({
        method: 'card',
        amount: '40.00',
        card_last4: '4242',
        provider_ref: 'PSP-2025-77310',
        evidence: EVIDENCE,
        status: 0,
      });
      expect(await rechargesOf(s.id)).toHaveLength(1);
      expect(await balanceOf(t.db, s.id)).toBe(0);
    });

    it('by card: switched off in wallet settings, the app is told and the API refuses it', async () => {
      const s = await shopper();
      const card = { method: 'card', amount: 40, provider_ref: 'PSP-1', evidence: EVIDENCE };
      expect((await call(t.app, 'GET', '/api/user/recharge_info', { token: s.token })).data.card_enabled).toBe(true);
      await putSetting(t.db, WALLET_SETTINGS_KEY, { ...SETTINGS, card_enabled: false });
      try {
        expect((await call(t.app, 'GET', '/api/user/recharge_info', { token: s.token })).data.card_enabled).toBe(false);
        expect(await recharge(s, card)).toMatchObject({
          code: 0,
          msg: 'Card recharges are not available at the moment, please choose another method',
          data: { error: 'RECHARGE_METHOD_OFF' },
        });
        expect(await rechargesOf(s.id)).toEqual([]);
        // Bank transfers still work.
        expect((await recharge(s, { method: 'manual', amount: 40, evidence: EVIDENCE })).code).toBe(1);
      } finally {
        await putSetting(t.db, WALLET_SETTINGS_KEY, SETTINGS);
      }
      expect((await recharge(s, card)).code).toBe(1);
    });

    it('a full card number is refused and stored nowhere', async () => {
      const s = await shopper();
      const full = '4111111111111111';
      const proof = { provider_ref: 'PSP-1', evidence: EVIDENCE };
      for (const body of [
        { method: 'card', amount: '20', card_last4: full, ...proof },
        { method: 'card', amount: '20', card_last4: '4111 1111 1111 1111', ...proof },
        { method: 'card', amount: '20', card_last4: '411', ...proof },
        { method: 'card', amount: '20', card_last4: '41a1', ...proof },
      ]) {
        const res = await recharge(s, body);
        expect(res.code, JSON.stringify(body)).toBe(0);
        expect(res.data.error).toBe('VALIDATION');
        expect(res.data.fields).toEqual({ card_last4: 'cardLast4Invalid' });
        expect(res.msg).toBe('Enter only the last four digits of the card');
      }
      const smuggled = await recharge(s, {
        method: 'card',
        amount: '20',
        card_last4: '1111',
        ...proof,
        card_number: full,
      });
      expect(smuggled.code).toBe(0);
      expect(smuggled.data.error).toBe('UNKNOWN_FIELD');
      expect(smuggled.msg).toBe('Unknown field: card_number');

      expect(await rechargesOf(s.id)).toEqual([]);
      const everything = await sql<{
        text: string | null;
      }>`select string_agg(recharges::text, ' | ') as text from recharges`.execute(t.db);
      expect(everything.rows[0]?.text ?? '').not.toContain(full);
      expect(everything.rows[0]?.text ?? '').not.toContain('4111 1111');
    });

    it('the validation messages of the withdrawal form: address, a correct amount, evidence, network', async () => {
      const s = await shopper();
      const { evidence: _evidence, ...manualNoEvidence } = manual('20');
      const { network: _network, ...chainNoNetwork } = chain('20');
      const { address: _address, ...chainNoAddress } = chain('20');
      const { amount: _amount, ...chainNoAmount } = chain('20');
      const { tx_hash: _tx, ...chainNoHash } = chain('20');
      const { evidence: _chainEvidence, ...chainNoEvidence } = chain('20');
      const cases: [Record<string, unknown>, string, string, string][] = [
        [manualNoEvidence, 'evidence', 'evidenceRequired', 'Please upload the payment evidence'],
        [{ ...manual('20'), evidence: '' }, 'evidence', 'evidenceRequired', 'Please upload the payment evidence'],
        [
          { ...manual('20'), evidence: 'https://elsewhere.example/receipt.webp' },
          'evidence',
          'evidenceRequired',
          'Please upload the payment evidence',
        ],
        [
          { ...manual('20'), evidence: '/uploads/u/../../etc/passwd.webp' },
          'evidence',
          'evidenceRequired',
          'Please upload the payment evidence',
        ],
        [chainNoEvidence, 'evidence', 'evidenceRequired', 'Please upload the payment evidence'],
        [chainNoNetwork, 'network', 'networkRequired', 'Please choose a network'],
        [{ ...chain('20'), network: '' }, 'network', 'networkRequired', 'Please choose a network'],
        [{ ...chain('20'), network: '   ' }, 'network', 'networkRequired', 'Please choose a network'],
        [chainNoAddress, 'address', 'addressRequired', 'Please enter the address'],
        [{ ...chain('20'), address: '  ' }, 'address', 'addressRequired', 'Please enter the address'],
        [chainNoAmount, 'amount', 'amountInvalid', 'Please enter a correct amount'],
        [{ ...manual('20'), amount: '' }, 'amount', 'amountInvalid', 'Please enter a correct amount'],
        [chainNoHash, 'tx_hash', 'txHashRequired', 'Please enter the transaction hash'],
        [
          { ...chain('20'), tx_hash: 'not a hash!' },
          'tx_hash',
          'txHashInvalid',
          'Please enter a correct transaction hash',
        ],
        [{ ...chain('20'), tx_hash: '0xabc' }, 'tx_hash', 'txHashInvalid', 'Please enter a correct transaction hash'],
        [
          { ...chain('20'), tx_hash: `0x${'g-'.repeat(20)}` },
          'tx_hash',
          'txHashInvalid',
          'Please enter a correct transaction hash',
        ],
      ];
      for (const [body, field, key, msg] of cases) {
        const res = await recharge(s, body);
        const label = `${field}: ${JSON.stringify(body)}`;
        expect(res.code, label).toBe(0);
        expect(res.data.error, label).toBe('VALIDATION');
        expect(res.data.fields?.[field], label).toBe(key);
        expect(res.msg, label).toBe(msg);
      }
      // An unknown method is a validation failure, not a server error.
      const odd = await recharge(s, { method: 'paypal', amount: '20', evidence: EVIDENCE });
      expect(odd.status).toBe(200);
      expect(odd.code).toBe(0);
      expect(odd.data.error).toBe('VALIDATION');
      expect(await rechargesOf(s.id)).toEqual([]);
    });

    it('the messages are in the request language', async () => {
      const s = await shopper();
      const res = await call(t.app, 'POST', '/api/user/recharge', {
        token: s.token,
        lang: 'zh-CN',
        body: { method: 'manual', amount: '20' },
      });
      expect(res.code).toBe(0);
      expect(res.data.error).toBe('VALIDATION');
      expect(res.msg).not.toBe('Please upload the payment evidence');
      expect(res.msg).toMatch(/[\u4e00-\u9fff]/);
    });

    it('NETWORK_UNKNOWN for a network the operator does not offer (and for DEX/BSC/HECO)', async () => {
      const s = await shopper();
      for (const network of ['BSC', 'HECO', 'DEX', 'TRC21']) {
        const res = await recharge(s, { ...chain('50'), network });
        expect(res.code, network).toBe(0);
        expect(res.data.error, network).toBe('NETWORK_UNKNOWN');
        expect(res.msg).toBe('This network is not available, please choose another');
      }
      expect(await rechargesOf(s.id)).toEqual([]);
    });

    it('DEPOSIT_ADDRESS_MISMATCH when the address is not the chosen network’s deposit address', async () => {
      const s = await shopper();
      for (const address of [ERC20.address, `${TRC20.address}X`, TRC20.address.toLowerCase()]) {
        const res = await recharge(s, { ...chain('50'), address });
        expect(res.code, address).toBe(0);
        expect(res.data.error, address).toBe('DEPOSIT_ADDRESS_MISMATCH');
        expect(res.msg).toBe('This is not the deposit address of the chosen network');
      }
      expect(await rechargesOf(s.id)).toEqual([]);
    });

    it('AMOUNT_TOO_SMALL below the network minimum, and below the global minimum', async () => {
      const s = await shopper();
      const underNetwork = await recharge(s, chain('9.99'));
      expect(underNetwork.code).toBe(0);
      expect(underNetwork.data.error).toBe('AMOUNT_TOO_SMALL');
      expect(underNetwork.msg).toBe('The amount must be at least $10.00');
      const underErc = await recharge(s, chain('19.99', newHash(), ERC20));
      expect(underErc.msg).toBe('The amount must be at least $20.00');
      // SOL's own minimum ($1.00) is below the global $5.00: the global one applies.
      const underGlobalOnChain = await recharge(s, chain('4.99', newHash(), SOL));
      expect(underGlobalOnChain.data.error).toBe('AMOUNT_TOO_SMALL');
      expect(underGlobalOnChain.msg).toBe('The amount must be at least $5.00');
      const underGlobal = await recharge(s, manual('4.99'));
      expect(underGlobal.code).toBe(0);
      expect(underGlobal.data.error).toBe('AMOUNT_TOO_SMALL');
      expect(underGlobal.msg).toBe('The amount must be at least $5.00');
      const cardUnder = await recharge(s, {
        method: 'card',
        amount: '0.01',
        provider_ref: 'PSP-1',
        evidence: EVIDENCE,
      });
      expect(cardUnder.data.error).toBe('AMOUNT_TOO_SMALL');
      expect(await rechargesOf(s.id)).toEqual([]);
      // Exactly the minimum is enough.
      expect((await recharge(s, chain('10'))).code).toBe(1);
      expect((await recharge(s, chain('5', newHash(), SOL))).code).toBe(1);
      expect((await recharge(s, manual('5'))).code).toBe(1);
      expect(await rechargesOf(s.id)).toHaveLength(3);
    });

    it('TX_HASH_USED: a transaction hash serves one recharge, whatever its case and whoever sends it', async () => {
      const s = await shopper();
      const other = await shopper();
      const hex = `0x${'deadbeef'.repeat(8)}`;
      const first = await recharge(s, chain('15', hex));
      expect(first.code, first.msg).toBe(1);
      for (const [who, hash] of [
        [s, hex],
        [s, `0x${'DEADBEEF'.repeat(8)}`],
        [s, `0x${'DeadBeef'.repeat(8)}`],
        [other, hex],
        [other, `  ${hex}  `],
      ] as const) {
        const res = await recharge(who, chain('15', hash));
        expect(res.code, hash).toBe(0);
        expect(res.data.error, hash).toBe('TX_HASH_USED');
        expect(res.msg).toBe('This transaction hash has already been submitted');
      }
      expect(await rechargesOf(s.id)).toHaveLength(1);
      expect(await rechargesOf(other.id)).toEqual([]);
    });

    it('TX_HASH_USED: the same hex hash with and without its 0x prefix is the same transaction', async () => {
      // The contract accepts a hex hash "with or without 0x"; both spellings name one on-chain transfer, so the
      // second must not become a second recharge (a base58 hash never starts with 0, so stripping 0x is safe).
      const s = await shopper();
      const digits = 'c0ffee00'.repeat(8);
      const first = await recharge(s, chain('15', `0x${digits}`));
      expect(first.code, first.msg).toBe(1);
      const bare = await recharge(s, chain('15', digits));
      expect(bare.data?.error, bare.msg).toBe('TX_HASH_USED');
      const bareUpper = await recharge(s, chain('15', digits.toUpperCase()));
      expect(bareUpper.data?.error, bareUpper.msg).toBe('TX_HASH_USED');
      expect(await rechargesOf(s.id)).toHaveLength(1);
    });

    it('unknown fields (balance, status, user_id) are refused and nothing is stored', async () => {
      const s = await shopper();
      const other = await shopper();
      for (const [field, value] of [
        ['balance', '1000'],
        ['status', 1],
        ['user_id', other.id],
        ['actual_amount', '999'],
      ] as const) {
        const res = await recharge(s, { ...manual('20'), [field]: value });
        expect(res.code, field).toBe(0);
        expect(res.data.error, field).toBe('UNKNOWN_FIELD');
        expect(res.msg).toBe(`Unknown field: ${field}`);
      }
      expect(await rechargesOf(s.id)).toEqual([]);
      expect(await rechargesOf(other.id)).toEqual([]);
    });

    it('amounts -1, 0, 0.001, 1e20, "1e2", NaN, "abc" … → "Please enter a correct amount", nothing stored', async () => {
      const s = await shopper();
      for (const amount of BAD_AMOUNTS) {
        for (const body of [manual(amount), chain(amount), { method: 'card', amount }]) {
          const res = await recharge(s, body);
          const label = `${body.method} ${String(amount)}`;
          expect(res.code, label).toBe(0);
          expect(res.data.error, label).toBe('VALIDATION');
          expect(res.data.fields?.amount, label).toBe('amountInvalid');
          expect(res.msg, label).toBe('Please enter a correct amount');
        }
      }
      expect(await rechargesOf(s.id)).toEqual([]);
    });

    it('an Idempotency-Key replays the first answer: one recharge', async () => {
      const s = await shopper();
      const body = chain('22');
      const first = await recharge(s, body, 'recharge-key-0001');
      const again = await recharge(s, body, 'recharge-key-0001');
      expect(first.code, first.msg).toBe(1);
      expect(again.code, again.msg).toBe(1);
      expect(again.data).toEqual(first.data);
      expect(await rechargesOf(s.id)).toHaveLength(1);
      const reused = await recharge(s, chain('23'), 'recharge-key-0001');
      expect(reused.data.error).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(await rechargesOf(s.id)).toHaveLength(1);
    });
  });

  describe('recharge_log', () => {
    it('tabs all / 0 / 1 / 2, newest first, paged; another shopper sees none', async () => {
      const s = await shopper();
      const ids: number[] = [];
      for (const amount of ['10', '11', '12', '13']) {
        const res = await recharge(s, manual(amount));
        expect(res.code, res.msg).toBe(1);
        ids.push(res.data.id);
      }
      const [a, b, c, d] = ids as [number, number, number, number];
      await approve(b, '10.50');
      const refused = await call(t.app, 'POST', '/api/console/recharge/refuse', {
        token: op,
        body: { id: c, reason: 'No transfer found' },
      });
      expect(refused.code, refused.msg).toBe(1);

      const all = await get(s, 'recharge_log', { status: 'all' });
      expect(all.code, all.msg).toBe(1);
      expect(all.data.total).toBe(4);
      expect(all.data.list.map((r: { id: number }) => r.id)).toEqual([d, c, b, a]);
      const none = await get(s, 'recharge_log');
      expect(none.data.total).toBe(4);
      expect(none.data).toMatchObject({ page: 1, limit: 10 });

      const auditing = await get(s, 'recharge_log', { status: 0 });
      expect(auditing.data.list.map((r: { id: number }) => r.id)).toEqual([d, a]);
      expect(auditing.data.total).toBe(2);
      const passed = await get(s, 'recharge_log', { status: 1 });
      expect(passed.data.total).toBe(1);
      expect(passed.data.list[0]).toMatchObject({ id: b, status: 1, amount: '11.00', actual_amount: '10.50' });
      expect(passed.data.list[0].audited_at).not.toBeNull();
      const refusedTab = await get(s, 'recharge_log', { status: 2 });
      expect(refusedTab.data.total).toBe(1);
      expect(refusedTab.data.list[0]).toMatchObject({
        id: c,
        status: 2,
        reason: 'No transfer found',
        actual_amount: null,
      });

      const page1 = await get(s, 'recharge_log', { status: 'all', page: 1, limit: 3 });
      const page2 = await get(s, 'recharge_log', { status: 'all', page: 2, limit: 3 });
      expect(page1.data).toMatchObject({ total: 4, page: 1, limit: 3 });
      expect(page1.data.list.map((r: { id: number }) => r.id)).toEqual([d, c, b]);
      expect(page2.data).toMatchObject({ total: 4, page: 2, limit: 3 });
      expect(page2.data.list.map((r: { id: number }) => r.id)).toEqual([a]);

      const bad = await get(s, 'recharge_log', { status: 5 });
      expect(bad.code).toBe(0);
      expect(bad.data.error).toBe('VALIDATION');

      const stranger = await shopper();
      for (const status of ['all', 0, 1, 2]) {
        const res = await get(stranger, 'recharge_log', { status });
        expect(res.code).toBe(1);
        expect(res.data).toMatchObject({ list: [], total: 0 });
      }
      expect(await balanceOf(t.db, s.id)).toBe(1_050);
    });
  });

  describe('withdrawal (extract)', () => {
    it('GET extract: balance, charge rate and minimum, smallest withdrawal', async () => {
      const s = await shopper(12_345);
      const res = await get(s, 'extract');
      expect(res.code, res.msg).toBe(1);
      expect(res.data).toEqual({ balance: '123.45', fee_rate: 1.5, fee_min: '2.00', min_amount: '10.00' });
    });

    it('bank card: the charge is max(minimum, rate); amount + charge move into a hold at once', async () => {
      const s = await shopper(100_000);
      // 100.00 × 1.5 % = 1.50 < 2.00 → 2.00; 200.00 → 3.00; 333.33 → 4.99995 → 5.00 (half up).
      const cases: [string, string, string, number][] = [
        ['100', '2.00', '102.00', 10_200],
        ['200', '3.00', '203.00', 20_300],
        ['333.33', '5.00', '338.33', 33_833],
      ];
      let balance = 100_000;
      const expectedEntries: {
        amount: number;
        kind: string;
        ref_type: string | null;
        ref_id: number | null;
        balance_after: number;
      }[] = fundedOnly(100_000);
      for (const [amount, fee, total, cents] of cases) {
        const res = await extract(s, bank(amount));
        expect(res.code, res.msg).toBe(1);
        expect(res.msg).toBe('Draw success');
        expect(res.data).toMatchObject({
          type: 'bank',
          amount: Number(amount).toFixed(2),
          fee,
          total,
          bank_card: '•••• 1234',
          bank_name: 'Receiving Bank',
          network: null,
          address: null,
          status: 0,
          reason: '',
          audited_at: null,
        });
        expect(JSON.stringify(res.data)).not.toContain('6222');
        balance -= cents;
        expect(await balanceOf(t.db, s.id)).toBe(balance);
        expectedEntries.push({
          amount: -cents,
          kind: 'withdraw_hold',
          ref_type: 'withdrawal',
          ref_id: res.data.id,
          balance_after: balance,
        });
        expect(await entriesOf(s.id)).toEqual(expectedEntries);
      }
      const rows = await withdrawalsOf(s.id);
      expect(rows.map((w) => [w.amount, w.fee, w.total, w.status])).toEqual([
        [10_000, 200, 10_200, 0],
        [20_000, 300, 20_300, 0],
        [33_333, 500, 33_833, 0],
      ]);
      // The operator needs the whole number to pay out: stored without spaces.
      expect(rows[0]?.bank_card_no).toBe('6222000011111234');
      const info = await get(s, 'extract');
      expect(info.data.balance).toBe('356.67');
    });

    it('on chain: network and address, the same hold', async () => {
      const s = await shopper(5_000);
      const res = await extract(s, onChain('20'));
      expect(res.code, res.msg).toBe(1);
      expect(res.data).toMatchObject({
        type: 'chain',
        amount: '20.00',
        fee: '2.00',
        total: '22.00',
        bank_card: null,
        bank_name: null,
        network: 'TRC20',
        address: 'TMyOwnWalletAddress0000000000000009',
        status: 0,
      });
      expect(await balanceOf(t.db, s.id)).toBe(2_800);
      expect(await entriesOf(s.id)).toEqual([
        ...fundedOnly(5_000),
        { amount: -2_200, kind: 'withdraw_hold', ref_type: 'withdrawal', ref_id: res.data.id, balance_after: 2_800 },
      ]);
    });

    it('the validation messages of the withdrawal form', async () => {
      const s = await shopper(5_000);
      const cases: [Record<string, unknown>, string, string][] = [
        [bank('20', { bank_card_no: '12' }), 'bank_card_no', 'Please enter a correct bank card number'],
        [bank('20', { bank_card_no: 'abcd efgh ijkl' }), 'bank_card_no', 'Please enter a correct bank card number'],
        [bank('20', { bank_name: ' ' }), 'bank_name', 'Please enter the bank name'],
        [{ ...onChain('20'), network: '' }, 'network', 'Please choose a network'],
        [{ ...onChain('20'), address: '' }, 'address', 'Please enter the address'],
        [bank('20', { pay_password: '12' }), 'pay_password', 'The payment code must be 6 to 12 digits'],
      ];
      for (const [body, field, msg] of cases) {
        const res = await extract(s, body);
        expect(res.code, field).toBe(0);
        expect(res.data.error, field).toBe('VALIDATION');
        expect(Object.keys(res.data.fields), field).toContain(field);
        expect(res.msg, field).toBe(msg);
      }
      expect(await withdrawalsOf(s.id)).toEqual([]);
      expect(await balanceOf(t.db, s.id)).toBe(5_000);
    });

    it('WITHDRAW_ABOVE_BALANCE names the charge, and nothing changes', async () => {
      const s = await shopper(10_000);
      const before = await snapshot(s.id);
      // 99.00 + 2.00 > 100.00; 100.00 + 2.00 too.
      for (const amount of ['99', '100', '98.01']) {
        const res = await extract(s, bank(amount));
        expect(res.code, amount).toBe(0);
        expect(res.data.error, amount).toBe('WITHDRAW_ABOVE_BALANCE');
        expect(res.msg).toBe('The amount plus the service charge ($2.00) exceeds your balance');
      }
      const bigger = await extract(s, bank('1000'));
      expect(bigger.data.error).toBe('WITHDRAW_ABOVE_BALANCE');
      expect(bigger.msg).toBe('The amount plus the service charge ($15.00) exceeds your balance');
      expect(await snapshot(s.id)).toEqual(before);
      // 98.00 + 2.00 is exactly the balance.
      const exact = await extract(s, bank('98'));
      expect(exact.code, exact.msg).toBe(1);
      expect(await balanceOf(t.db, s.id)).toBe(0);
    });

    it('AMOUNT_TOO_SMALL below the smallest withdrawal', async () => {
      const s = await shopper(10_000);
      const before = await snapshot(s.id);
      const res = await extract(s, bank('9.99'));
      expect(res.code).toBe(0);
      expect(res.data.error).toBe('AMOUNT_TOO_SMALL');
      expect(res.msg).toBe('The amount must be at least $10.00');
      expect(await snapshot(s.id)).toEqual(before);
    });

    it('a wrong payment code says how many attempts are left; the fifth locks withdrawals; nothing moves', async () => {
      const s = await shopper(10_000);
      const before = await snapshot(s.id);
      for (const left of [4, 3, 2, 1]) {
        const res = await extract(s, bank('20', { pay_password: '135790' }));
        expect(res.code).toBe(0);
        expect(res.data.error).toBe('PAY_PASSWORD_WRONG');
        expect(res.data.attempts_left).toBe(left);
        expect(res.msg).toBe(`Wrong payment code, ${left} ${left === 1 ? 'attempt' : 'attempts'} left`);
      }
      const fifth = await extract(s, bank('20', { pay_password: '135790' }));
      expect(fifth.data.error).toBe('PAY_PASSWORD_LOCKED');
      expect(fifth.msg).toBe('Too many wrong payment codes. Payments and withdrawals are locked for 15 minutes');
      // Locked: even the right code is refused.
      const right = await extract(s, bank('20'));
      expect(right.code).toBe(0);
      expect(right.data.error).toBe('PAY_PASSWORD_LOCKED');
      expect(await snapshot(s.id)).toEqual(before);
    });

    it('PAY_PASSWORD_NOT_SET without a payment code', async () => {
      const s = await shopper(10_000);
      await t.db.updateTable('users').set({ pay_password_hash: null }).where('id', '=', s.id).execute();
      const before = await snapshot(s.id);
      const res = await extract(s, bank('20'));
      expect(res.code).toBe(0);
      expect(res.data.error).toBe('PAY_PASSWORD_NOT_SET');
      expect(res.msg).toBe('Please set a payment code first');
      expect(await snapshot(s.id)).toEqual(before);
    });

    it('unknown fields (balance, status, user_id) are refused and nothing moves', async () => {
      const s = await shopper(10_000);
      const before = await snapshot(s.id);
      for (const [field, value] of [
        ['balance', '999999'],
        ['status', 1],
        ['user_id', 1],
        ['fee', '0'],
      ] as const) {
        const res = await extract(s, { ...bank('20'), [field]: value });
        expect(res.code, field).toBe(0);
        expect(res.data.error, field).toBe('UNKNOWN_FIELD');
        expect(res.msg).toBe(`Unknown field: ${field}`);
      }
      expect(await snapshot(s.id)).toEqual(before);
    });

    it('amounts -1, 0, 0.001, 1e20, "1e2", NaN, "abc" … → "Please enter a correct amount", nothing moves', async () => {
      const s = await shopper(10_000);
      const before = await snapshot(s.id);
      for (const amount of BAD_AMOUNTS) {
        for (const body of [bank(amount), onChain(amount)]) {
          const res = await extract(s, body);
          const label = `${body.type} ${String(amount)}`;
          expect(res.code, label).toBe(0);
          expect(res.data.error, label).toBe('VALIDATION');
          expect(res.data.fields?.amount, label).toBe('amountInvalid');
          expect(res.msg, label).toBe('Please enter a correct amount');
        }
      }
      expect(await snapshot(s.id)).toEqual(before);
    });

    it('an Idempotency-Key replays the first answer: one hold', async () => {
      const s = await shopper(10_000);
      const first = await extract(s, bank('30'), 'extract-key-00001');
      const again = await extract(s, bank('30'), 'extract-key-00001');
      expect(first.code, first.msg).toBe(1);
      expect(again.code, again.msg).toBe(1);
      expect(again.data).toEqual(first.data);
      expect(await withdrawalsOf(s.id)).toHaveLength(1);
      expect(await balanceOf(t.db, s.id)).toBe(10_000 - 3_200);
    });

    it('extract_log masks the card, filters by status, pages; another shopper sees none', async () => {
      const s = await shopper(50_000);
      const first = await extract(s, bank('20'));
      const second = await extract(s, onChain('30'));
      const third = await extract(s, bank('40', { bank_card_no: '4000 1234 5678 9010' }));
      for (const res of [first, second, third]) expect(res.code, res.msg).toBe(1);
      const refuse = await call(t.app, 'POST', '/api/console/withdrawal/refuse', {
        token: op,
        body: { id: second.data.id, reason: 'Address blocked' },
      });
      expect(refuse.code, refuse.msg).toBe(1);
      const pass = await call(t.app, 'POST', '/api/console/withdrawal/approve', {
        token: op,
        body: { id: first.data.id },
      });
      expect(pass.code, pass.msg).toBe(1);

      const all = await get(s, 'extract_log', { status: 'all' });
      expect(all.code, all.msg).toBe(1);
      expect(all.data.total).toBe(3);
      expect(all.data.list.map((w: { id: number }) => w.id)).toEqual([third.data.id, second.data.id, first.data.id]);
      expect(all.data.list[0]).toMatchObject({ bank_card: '•••• 9010', bank_name: 'Receiving Bank', status: 0 });
      expect(all.data.list[2]).toMatchObject({ bank_card: '•••• 1234', status: 1 });
      expect(all.data.list[1]).toMatchObject({
        bank_card: null,
        network: 'TRC20',
        status: 2,
        reason: 'Address blocked',
      });
      const text = JSON.stringify(all.data);
      expect(text).not.toContain('6222');
      expect(text).not.toContain('4000 1234');
      expect(text).not.toContain('400012345678');
      expect(text).not.toContain('bank_card_no');

      expect((await get(s, 'extract_log', { status: 0 })).data.list.map((w: { id: number }) => w.id)).toEqual([
        third.data.id,
      ]);
      expect((await get(s, 'extract_log', { status: 1 })).data.list.map((w: { id: number }) => w.id)).toEqual([
        first.data.id,
      ]);
      expect((await get(s, 'extract_log', { status: 2 })).data.list.map((w: { id: number }) => w.id)).toEqual([
        second.data.id,
      ]);
      const page2 = await get(s, 'extract_log', { page: 2, limit: 2 });
      expect(page2.data).toMatchObject({ total: 3, page: 2, limit: 2 });
      expect(page2.data.list.map((w: { id: number }) => w.id)).toEqual([first.data.id]);

      const stranger = await shopper();
      for (const status of ['all', 0, 1, 2])
        expect((await get(stranger, 'extract_log', { status })).data).toMatchObject({ list: [], total: 0 });
      // 500.00 − 22.00 (passed, kept) − 42.00 (pending) = 436.00; the refused 32.00 came back.
      expect(await balanceOf(t.db, s.id)).toBe(50_000 - 2_200 - 4_200);
    });
  });

  describe('bill (fund record)', () => {
    it('every ledger entry newest first with kind, signed amount, balance after and what it refers to; kind filter', async () => {
      const s = await shopper(10_000);
      // A recharge passed by an operator: +30.00.
      const r = await recharge(s, manual('30'));
      expect(r.code, r.msg).toBe(1);
      await approve(r.data.id, '30');
      // A withdrawal: −(20.00 + 2.00).
      const w = await extract(s, bank('20'));
      expect(w.code, w.msg).toBe(1);
      // An order paid from the balance.
      const [mug] = (await skusOf(t.db, f.products.mug)) as [number];
      const created = await buyNow(t.app, s as Shopper, mug, 1);
      expect(created.code, created.msg).toBe(1);
      const order = created.data.orders[0] as { id: number; order_no: string; total: string };
      const paid = await pay(t.app, s, [order.id]);
      expect(paid.code, paid.msg).toBe(1);
      const orderCents = Math.round(Number(order.total) * 100);
      const afterOrder = 10_000 + 3_000 - 2_200 - orderCents;
      expect(await balanceOf(t.db, s.id)).toBe(afterOrder);

      // Each kind of record has a reference of its own, the same in its record as in the fund record.
      expect(w.data.reference).toMatch(/^WD\d{8}$/);
      expect(r.data.reference).toMatch(/^RC\d{8}$/);
      const res = await get(s, 'bill');
      expect(res.code, res.msg).toBe(1);
      expect(res.data).toMatchObject({ total: 4, page: 1, limit: 10 });
      const cents = (n: number) => (n / 100).toFixed(2);
      expect(res.data.list.map(({ id: _id, created_at: _at, ...entry }: Record<string, unknown>) => entry)).toEqual([
        {
          kind: 'order_pay',
          amount: `-${cents(orderCents)}`,
          balance_after: cents(afterOrder),
          ref: { type: 'order', id: order.id, label: order.order_no },
        },
        {
          kind: 'withdraw_hold',
          amount: '-22.00',
          balance_after: '108.00',
          ref: { type: 'withdrawal', id: w.data.id, label: w.data.reference },
        },
        {
          kind: 'recharge',
          amount: '30.00',
          balance_after: '130.00',
          ref: { type: 'recharge', id: r.data.id, label: r.data.reference },
        },
        { kind: 'adjustment', amount: '100.00', balance_after: '100.00', ref: null },
      ]);
      for (const entry of res.data.list) expect(Number.isNaN(Date.parse(entry.created_at))).toBe(false);

      const recharges = await get(s, 'bill', { kind: 'recharge' });
      expect(recharges.data.total).toBe(1);
      expect(recharges.data.list[0]).toMatchObject({ kind: 'recharge', amount: '30.00' });
      const holds = await get(s, 'bill', { kind: 'withdraw_hold' });
      expect(holds.data.list.map((e: { kind: string }) => e.kind)).toEqual(['withdraw_hold']);
      const refunds = await get(s, 'bill', { kind: 'refund' });
      expect(refunds.data).toMatchObject({ list: [], total: 0 });
      const bad = await get(s, 'bill', { kind: 'free_money' });
      expect(bad.code).toBe(0);
      expect(bad.data.error).toBe('VALIDATION');

      const paged = await get(s, 'bill', { page: 2, limit: 3 });
      expect(paged.data).toMatchObject({ total: 4, page: 2, limit: 3 });
      expect(paged.data.list.map((e: { kind: string }) => e.kind)).toEqual(['adjustment']);

      const stranger = await shopper();
      expect((await get(stranger, 'bill')).data).toMatchObject({ list: [], total: 0 });
    });
  });
});
