import { describe, expect, it } from 'vitest';
import type { Executor } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { flow, flowPlaceOf } from './flow.ts';

const trx = {} as Executor;

describe('flow: named steps in one transaction', () => {
  it('runs a step with the flow transaction and hands back its result', async () => {
    const step = flow('pay', trx);
    await expect(step('count', (given) => (given === trx ? 2 : 0))).resolves.toBe(2);
  });

  it('names the flow and the step of an unexpected error, which stays the same object', async () => {
    const step = flow('pay', trx);
    const failure = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const thrown = await step('debit the balance', () => Promise.reject(failure)).catch((error: unknown) => error);
    expect(thrown).toBe(failure);
    expect(flowPlaceOf(thrown)).toEqual({ flow: 'pay', step: 'debit the balance' });
    // The SQLSTATE a retry looks for is still there.
    expect((thrown as { code: string }).code).toBe('40P01');
  });

  it('keeps the innermost names when a flow runs inside another flow step', async () => {
    const outer = flow('review', trx);
    const inner = flow('complete and settle', trx);
    const thrown = await outer('complete the order', () =>
      inner('settle the order', () => {
        throw new Error('no ledger account');
      }),
    ).catch((error: unknown) => error);
    expect(flowPlaceOf(thrown)).toEqual({ flow: 'complete and settle', step: 'settle the order' });
  });

  it('turns a thrown non-error into an Error whose cause it is', async () => {
    const step = flow('cancel', trx);
    const thrown = await step('give back stock', () => Promise.reject('gone')).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).cause).toBe('gone');
    expect(flowPlaceOf(thrown)).toEqual({ flow: 'cancel', step: 'give back stock' });
  });

  it('lets a business error pass through untouched', async () => {
    const step = flow('pay', trx);
    const refusal = new AppError('INSUFFICIENT_BALANCE', { balance: '1.00' });
    const thrown = await step('debit the balance', () => Promise.reject(refusal)).catch((error: unknown) => error);
    expect(thrown).toBe(refusal);
    expect(flowPlaceOf(thrown)).toBeUndefined();
    expect(Object.keys(refusal)).not.toContain('flow');
  });
});
