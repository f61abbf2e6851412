import type { SellerApplyForm } from '@shop/contract/seller';
import { type LocalizedForm, localizedForm, localizedRequest } from '@shop/desk/localized/localized-text.ts';
import { fieldPath } from '@shop/desk/request/field-errors.ts';

/** The application form's fields as the inputs hold them. */
export interface ApplyFormValues {
  account: string;
  password: string;
  confirm_password: string;
  shop_name: LocalizedForm;
  contact_name: string;
  email: string;
  mobile: string;
  country?: string;
  documents: string[];
}

export const EMPTY_APPLICATION: ApplyFormValues = {
  account: '',
  password: '',
  confirm_password: '',
  shop_name: localizedForm(),
  contact_name: '',
  email: '',
  mobile: '',
  country: undefined,
  documents: [],
};

/**
 * The body of POST /api/seller/apply: the shop name in the languages written (English always), the texts trimmed,
 * the documents only when some were added. The passwords are sent as typed.
 */
export function applyBody(values: ApplyFormValues): SellerApplyForm {
  return {
    account: values.account.trim(),
    password: values.password,
    confirm_password: values.confirm_password,
    shop_name: localizedRequest(values.shop_name),
    contact_name: values.contact_name.trim(),
    email: values.email.trim(),
    mobile: values.mobile.trim(),
    country: values.country ?? '',
    ...(values.documents.length ? { documents: values.documents } : {}),
  };
}

/** One problem of the contract's parse, on the form field it belongs to. */
export interface ApplyIssue {
  name: (string | number)[];
  /** A key of the `validation` messages. */
  key: string;
}

/** The schema's issues as form fields: "shop_name.en" is the English tab's input, a document is the list. */
export function applyIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ApplyIssue[] {
  return issues.map((issue) => {
    const name = fieldPath(issue.path.map(String).join('.'));
    return { name: name[0] === 'documents' ? ['documents'] : name, key: issue.message };
  });
}
