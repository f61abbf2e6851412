export type CopyOutcome = 'copied' | 'failed' | 'insecure';

/**
 * Copies with the Clipboard API, which browsers offer on secure (HTTPS) pages only (spec §5: copy is not
 * supported on non-HTTPS); the page says so instead of failing silently.
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
