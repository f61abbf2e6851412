import i18n from 'i18next';
import { toast } from './toast.ts';

export type CopyOutcome = 'copied' | 'failed' | 'insecure';

/**
 * Copies with the Clipboard API, which browsers offer on secure pages only: HTTPS, or localhost while developing
 * (`window.isSecureContext`). Copy is not supported on non-HTTPS: the page says so instead of failing
 * silently.
 */
export async function copyText(text: string): Promise<CopyOutcome> {
  if (!window.isSecureContext || !navigator.clipboard?.writeText) return 'insecure';
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** Copies and says how it went: "Copied", "Copy fail", or "Copy fail: Copying needs a secure (HTTPS) page". */
export async function copyWithToast(text: string): Promise<CopyOutcome> {
  const outcome = await copyText(text);
  if (outcome === 'copied') void toast.success(i18n.t('common:success.copied'));
  else {
    const fail = i18n.t('common:failure.copy');
    void toast.fail(outcome === 'insecure' ? `${fail}: ${i18n.t('common:failure.copyNeedsHttps')}` : fail);
  }
  return outcome;
}
