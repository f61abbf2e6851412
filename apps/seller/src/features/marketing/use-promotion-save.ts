import type { FormRefusal } from '@shop/desk/forms/form-drawer.tsx';
import { type FieldError, fieldErrors } from '@shop/desk/request/field-errors.ts';
import { hasErrorKey } from '@shop/desk/request/request-error.ts';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

interface Options<Body> {
  form: FormInstance;
  save(body: Body): Promise<unknown>;
  /** What a save refreshes (the list). */
  refresh: QueryKey;
  /** "Voucher saved". */
  done: string;
  onSaved(): void;
  /** Refusal keys that are about one field (VOUCHER_CODE_TAKEN → code): said on it, not above the form. */
  fieldOfError?: Readonly<Record<string, string>>;
}

/**
 * Saving a voucher or a deal from its drawer: on success the list refreshes and the drawer closes; a refusal lands
 * on its fields (the server's `data.fields`, or a key named in `fieldOfError`), and one about the whole promotion
 * (a started voucher, a deal price above a SKU's price) is returned as `refusal`, for above the form.
 */
export function usePromotionSave<Body>({ form, save, refresh, done, onSaved, fieldOfError = {} }: Options<Body>) {
  const { i18n } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const issuesOf = (error: Error): FieldError[] => {
    const field = Object.entries(fieldOfError).find(([key]) => hasErrorKey(error, [key]))?.[1];
    return field ? [{ name: [field], errors: [error.message] }] : fieldErrors(error, i18n);
  };
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: refresh });
      void message.success(done);
      onSaved();
    },
    onError: (error) => {
      const issues = issuesOf(error);
      form.setFields(issues);
      if (issues[0]) form.scrollToField(issues[0].name, { block: 'center' });
    },
  });
  const refusal: FormRefusal | null =
    mutation.error && issuesOf(mutation.error).length === 0 ? { message: mutation.error.message } : null;
  return { mutation, refusal };
}
