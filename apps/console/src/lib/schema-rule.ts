import en from '@shop/contract/messages/en.json';
import type { FormRule } from 'antd';

type ValidationKey = keyof typeof en.validation;

/** The subset of a zod schema a form rule needs. */
interface FieldSchema {
  safeParse(input: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

function isValidationKey(key: string): key is ValidationKey {
  return Object.hasOwn(en.validation, key);
}

/**
 * An antd Form rule that checks a field with the contract's schema, so the console rejects exactly what the
 * server would. The schema's messages are keys of the server's catalogue; operators read English.
 */
export function schemaRule(schema: FieldSchema): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (result.success) return;
      const key = result.error.issues[0]?.message ?? '';
      throw new Error(isValidationKey(key) ? en.validation[key] : 'Invalid value');
    },
  };
}
