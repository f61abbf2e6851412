import { parseCents } from '@shop/contract/rules/money-text';
import type { FormRule } from 'antd';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { translateKey } from './translation-key.ts';

/** The subset of a zod schema a form rule needs. */
export interface FieldSchema {
  safeParse(input: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

export interface MoneyRuleOptions {
  /** An empty field passes (the caller sends null or a default for it). */
  optional?: boolean;
  /** Zero is refused, e.g. a fixed discount of nothing. */
  positive?: boolean;
}

/**
 * What the contract's schema refuses in a value, in the server's own words (the schema's messages are keys of the
 * `validation` namespace); undefined when it passes.
 */
export function schemaProblem(i18n: I18n, schema: FieldSchema, value: unknown): string | undefined {
  const result = schema.safeParse(value ?? '');
  if (result.success) return undefined;
  const key = `validation:${result.error.issues[0]?.message ?? ''}`;
  return i18n.exists(key) ? translateKey(i18n, key, { field: '' }) : translateKey(i18n, 'desk:form.invalid');
}

/** Form rules whose messages are in the user's language. */
export function formRules(i18n: I18n) {
  const t = (key: string, values?: Record<string, unknown>) => translateKey(i18n, key, values);
  return {
    /**
     * Checks a field with the contract's schema, so the form rejects exactly what the server would, and says why in
     * the server's own words (the schema's messages are keys of the `validation` namespace). The schema may be a
     * loader of it, called at the first check.
     */
    schema(schema: FieldSchema | (() => Promise<FieldSchema>)): FormRule {
      return {
        validator: async (_rule, value: unknown) => {
          // A schema given as a loader is fetched at the first check (the sign-in page's first load has no zod).
          const check = typeof schema === 'function' ? await schema() : schema;
          const problem = schemaProblem(i18n, check, value);
          if (problem) throw new Error(problem);
        },
      };
    },
    /** A dollar amount typed as text, checked with the contract's own parser so it matches the server. */
    money({ optional = false, positive = false }: MoneyRuleOptions = {}): FormRule {
      return {
        validator: async (_rule, value: unknown) => {
          const text = typeof value === 'string' ? value.trim() : '';
          if (text === '' && optional) return;
          const cents = parseCents(text);
          if (cents === undefined) throw new Error(t('desk:form.amountInvalid'));
          if (positive && cents === 0) throw new Error(t('desk:form.amountPositive'));
        },
      };
    },
    /**
     * The same value as another field of the form (a new password typed twice), refused in the server's words
     * (`key` of the `validation` namespace, the message of the contract's rule between the two fields).
     */
    sameAs(field: string, key: string): FormRule {
      return ({ getFieldValue }) => ({
        validator: async (_rule, value: unknown) => {
          if (value && value !== getFieldValue(field)) throw new Error(t(`validation:${key}`, { field: '' }));
        },
      });
    },
    /** At most `count` characters, said in the user's language. */
    max(count: number): FormRule {
      return { max: count, message: t('desk:form.maxLength', { count }) };
    },
  };
}

/** The form rules in the language on screen. */
export function useFormRules() {
  const { i18n } = useTranslation();
  return formRules(i18n);
}
