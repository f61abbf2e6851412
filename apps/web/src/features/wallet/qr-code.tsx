import { useEffect, useState } from 'react';

/**
 * The deposit address as a QR code, for the wallet app on the shopper's other device to scan.
 *
 * Drawn with the `qrcode` package (MIT, no native code, the usual choice for this; a QR encoder with error
 * correction is not something to write by hand). It renders to an SVG string, so no canvas is needed, and it is
 * imported lazily: only this screen, and only once an address is shown, pays its ~10 KB gzip.
 */
export function QrCode({ text, label, size = 168 }: { text: string; label: string; size?: number }) {
  const [drawn, setDrawn] = useState<{ text: string; src: string } | null>(null);

  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (current) setDrawn({ text, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      // Without a code the address is still there to copy: nothing to say.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [text]);

  return (
    <div className="wallet-qr" style={{ width: size, height: size }}>
      {drawn?.text === text ? (
        <img src={drawn.src} alt={label} width={size} height={size} />
      ) : (
        <span className="wallet-qr__placeholder skeleton" aria-hidden="true" />
      )}
    </div>
  );
}
