import type { Executor } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';

/** Where an unexpected failure happened: the flow and its step, attached to the error the step threw. */
export interface FlowPlace {
  flow: string;
  step: string;
}

/** One step of a flow: a call to a module's service with the flow's transaction. */
export type Step = <T>(name: string, run: (trx: Executor) => Promise<T> | T) => Promise<T>;

/**
 * Names the steps of a flow (docs/architecture.md#flows): `const step = flow('pay', trx)`, then
 * `await step('debit the balance', (trx) => debitBalance(trx, …))`. A business refusal (AppError) passes through
 * untouched, so its key and message reach the caller as before. Any other error is the same object, annotated with
 * `flow` and `step` (logged by the error handler with the error), never wrapped: a deadlock's SQLSTATE still reaches
 * retryOnConflict, a unique violation its catcher, a class its `instanceof`. A step of a flow run inside another
 * (complete and settle inside a review) keeps the innermost names. A thrown non-object becomes an Error whose
 * `cause` it is.
 *
 * `trx` is the flow's one transaction: the steps share it, so they commit together or not at all.
 */
export function flow(name: string, trx: Executor): Step {
  return async function step<T>(stepName: string, run: (trx: Executor) => Promise<T> | T): Promise<T> {
    try {
      return await run(trx);
    } catch (error) {
      throw annotated(error, { flow: name, step: stepName });
    }
  };
}

function annotated(error: unknown, place: FlowPlace): unknown {
  if (error instanceof AppError) return error;
  if (typeof error !== 'object' || error === null) {
    return Object.assign(new Error(`${place.flow}: ${place.step} failed`, { cause: error }), place);
  }
  if (flowPlaceOf(error)) return error;
  try {
    Object.assign(error, place);
  } catch {
    // A frozen error cannot carry the names: it is thrown as it is.
  }
  return error;
}

/** The flow and step an error was thrown in, when a flow's step threw it. */
export function flowPlaceOf(error: unknown): FlowPlace | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { flow: flowName, step } = error as Partial<Record<keyof FlowPlace, unknown>>;
  return typeof flowName === 'string' && typeof step === 'string' ? { flow: flowName, step } : undefined;
}
