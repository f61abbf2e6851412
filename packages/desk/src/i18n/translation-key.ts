import type { FlatNamespace, i18n as I18n, ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * A key with its namespace ("orders:list.title"), for texts named in data: menu entries, route titles. Checked
 * against the app's English files where the app declares its resources; any "ns:key" string elsewhere.
 */
export type TranslationKey = { [N in FlatNamespace]: `${N}:${ParseKeys<N>}` }[FlatNamespace];

type LooseT = (key: string, values?: Record<string, unknown>) => string;

/**
 * Translates a key built at run time ("validation:" + a schema's key), which the app's key types cannot check:
 * desk's own code that must work in every app, whatever namespaces the app declares.
 */
export function translateKey(i18n: I18n, key: string, values?: Record<string, unknown>): string {
  return (i18n.t as unknown as LooseT)(key, values);
}

/** Translates keys named in data (TranslationKey), whatever namespace they live in. */
export function useTranslateKey(): (key: TranslationKey, values?: Record<string, unknown>) => string {
  const { i18n } = useTranslation();
  return (key, values) => translateKey(i18n, key, values);
}
