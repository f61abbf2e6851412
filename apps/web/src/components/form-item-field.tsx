import './form-item-field.css';
import { Form } from 'antd-mobile';
import type { FormInstance, FormItemProps } from 'antd-mobile/es/components/form';
import type { ReactElement, ReactNode } from 'react';
import { Field, type FieldErrors, showFirstError } from './form-field.tsx';

/*
 * The longer phone forms (withdrawal, refund) on antd-mobile's Form: the form instance holds the values, each
 * Form.Item's rules judge its field on submit, and the page keeps its own layout — a labelled Field with its hint, or
 * its error in place of the hint as an alert — which antd-mobile's list layout would replace.
 */

/** The class of a Form whose fields are FormFields: no list lines or background around the page's cards. */
export const PLAIN_FORM = 'plain-form';

export type FieldRule = NonNullable<FormItemProps['rules']>[number];

/** Every store change re-renders the field: its message may have come or gone (validation, setFields). */
const always = () => true;

/** A rule that fails with `message` when `problem` finds one in the value; messages are already translated. */
export function ruleOf(problem: (value: unknown) => string | undefined): FieldRule {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const message = problem(value);
      if (message) throw new Error(message);
    },
  };
}

/**
 * A field of the form, laid out as a Field: `children` gets the field's message (for aria-invalid and
 * aria-describedby) and returns the one input, which Form.Item gives its value and onChange. `liveError` shows
 * while no rule has spoken (a check made as the shopper types, such as an amount above the balance).
 */
export function FormField({
  name,
  label,
  hint,
  aside,
  labelFor = true,
  rules,
  normalize,
  liveError,
  children,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  aside?: ReactNode;
  labelFor?: boolean;
  rules?: FieldRule[];
  normalize?: FormItemProps['normalize'];
  liveError?: string;
  children: (error: string | undefined) => ReactElement;
}) {
  return (
    <Form.Item noStyle shouldUpdate={always}>
      {(form: FormInstance) => {
        const error = form.getFieldError(name)[0] ?? liveError;
        return (
          <Field id={name} label={label} hint={hint} aside={aside} labelFor={labelFor} error={error}>
            {/* Judged on submit only: a field's message goes when it is edited, as onValuesChange clears it. */}
            <Form.Item noStyle name={name} rules={rules} normalize={normalize} validateTrigger={[]}>
              {children(error)}
            </Form.Item>
          </Field>
        );
      }}
    </Form.Item>
  );
}

/** The messages of these fields go away until the next submit (the Form's onValuesChange: the edited ones). */
export function clearMessagesOf(form: FormInstance, names: readonly string[]): void {
  form.setFields(names.map((name) => ({ name, errors: [] })));
}

/**
 * For the Form's onFinishFailed: toasts the first problem in screen order and brings its field into view (the
 * forms are longer than a phone's screen).
 */
export function showFirstFailure(
  { errorFields }: { errorFields: { name: (string | number)[]; errors: string[] }[] },
  order: readonly string[],
): void {
  const found: FieldErrors = {};
  for (const field of errorFields) found[String(field.name[0])] = field.errors[0];
  showFirstError(found, order);
}
