import type { FieldError } from '@shop/desk/request/field-errors.ts';
import type { FormInstance } from 'antd';

/**
 * Puts the server's per-field messages (desk's fieldErrors) on the form's fields. The server names fields by the
 * request's paths, which these forms use as their own names; antd types names against the values, so they are
 * checked by that convention rather than by the compiler.
 */
export function setFieldErrors<T>(form: FormInstance<T>, fields: readonly FieldError[]): void {
  form.setFields(fields as unknown as Parameters<FormInstance<T>['setFields']>[0]);
}
