import i18n from 'i18next';
import type { z } from 'zod';

/** The translated text of a contract validation key (the same catalogue the server uses). */
export function validationMessage(key: string): string {
  return i18n.exists(`messages:validation.${key}`) ? i18n.t(`messages:validation.${key}`) : key;
}

/**
 * An antd-mobile Form rule that checks a field with the contract's zod schema, so a form refuses exactly what
 * the server refuses, with the same message in the shopper's language.
 */
export function zodRule(schema: z.ZodType) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(validationMessage(result.error.issues[0]?.message ?? 'invalidField'));
    },
  };
}

/** A rule that the field equals another field (password confirmations: "Passwords do not match"). */
export function sameAs(getOther: () => unknown) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      if (value !== getOther()) throw new Error(validationMessage('passwordsDoNotMatch'));
    },
  };
}
