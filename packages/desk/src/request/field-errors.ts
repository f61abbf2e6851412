import type { i18n as I18n } from 'i18next';
import { translateKey } from '../i18n/translation-key.ts';
import { RequestError } from './request-error.ts';

/** One field's errors in the form antd's `form.setFields` takes. */
export interface FieldError {
  name: (string | number)[];
  errors: string[];
}

/** "skus.0.price" → ["skus", 0, "price"]: list indexes as numbers, the way antd's Form.List names its fields. */
export function fieldPath(path: string): (string | number)[] {
  return path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * The server's per-field validation keys of a refused save (`data.fields`), translated through the contract's
 * `validation` namespace, so each message lands on its own field (`form.setFields(fieldErrors(error, i18n))`).
 * Fields the form does not hold are the caller's to filter; an unknown key reads as "Invalid value".
 */
export function fieldErrors(error: unknown, i18n: I18n): FieldError[] {
  if (!(error instanceof RequestError) || !error.fields) return [];
  return Object.entries(error.fields)
    .filter(([path]) => path !== '')
    .map(([path, key]) => {
      const namespaced = `validation:${key}`;
      const text = i18n.exists(namespaced) ? namespaced : 'validation:invalidField';
      return { name: fieldPath(path), errors: [translateKey(i18n, text, { field: path })] };
    });
}
