import './form-field.css';
import type { ReactNode } from 'react';
import { toast } from '../lib/toast.ts';

/* A labelled form field with its hint or error, for the longer phone forms (wallet, refunds, reviews). */

/** The form's messages per field; the first one is also shown as a toast. */
export type FieldErrors = Partial<Record<string, string>>;

export const errorId = (id: string) => `${id}-error`;

/**
 * After a refused submit: toasts the first problem and brings its field into view (the forms are longer than a
 * phone's screen). Returns whether there was one.
 */
export function showFirstError(errors: FieldErrors, order: readonly string[]): boolean {
  const field = order.find((name) => errors[name]);
  if (!field) return false;
  void toast.fail(errors[field] ?? '');
  const target =
    document.getElementById(field) ??
    document.getElementById(`${field}-label`) ??
    document.getElementById(errorId(field));
  target?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  return true;
}

/** A labelled field with its hint, or its error in place of the hint. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
  labelFor = true,
  aside,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
  /** False when the field is not one input (pictures, a choice of chips, lines): the label names the group. */
  labelFor?: boolean;
  /** Something at the end of the label's line (a character counter). */
  aside?: ReactNode;
}) {
  const labelText = labelFor ? (
    <label className="form-field__label" htmlFor={id}>
      {label}
    </label>
  ) : (
    <span className="form-field__label" id={`${id}-label`}>
      {label}
    </span>
  );
  return (
    <div
      className={`form-field${error ? ' form-field--invalid' : ''}`}
      role={labelFor ? undefined : 'group'}
      aria-labelledby={labelFor ? undefined : `${id}-label`}
      aria-describedby={!labelFor && error ? errorId(id) : undefined}
    >
      {aside ? (
        <div className="form-field__head">
          {labelText}
          {aside}
        </div>
      ) : (
        labelText
      )}
      {children}
      {error ? (
        <p id={errorId(id)} className="form-field__error" role="alert">
          {error}
        </p>
      ) : (
        hint && <p className="form-field__hint">{hint}</p>
      )}
    </div>
  );
}
