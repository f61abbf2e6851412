/** How sharing a product ended, for the toast the page shows (nothing when the shopper cancelled). */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * The phone's share sheet where there is one; elsewhere (most desktops, in-app webviews) the link goes to the
 * clipboard instead.
 */
export async function shareOrCopy(data: { title: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (err) {
      // The shopper closed the share sheet: nothing to report. Any other refusal falls back to copying.
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(data.url)) ? 'copied' : 'failed';
}

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused: try the old way below.
  }
  // Pages served over plain HTTP (a shop on a LAN address) have no Clipboard API; the selection copy still works.
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  } catch {
    return false;
  }
}
