import { type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import './bottom-sheet.css';

export interface BottomSheetProps {
  visible: boolean;
  onClose: () => void;
  /** The sheet's own class, on the dialog itself (its layout: `display: flex` and so on). */
  className: string;
  /** The sheet's accessible name. */
  label: string;
  /** The accessible name of the mask, which closes the sheet ("Close"). */
  closeLabel: string;
  children: ReactNode;
}

/**
 * A sheet that slides up from the bottom of the screen over a dimmed page: the platform's `<dialog>` (focus moved
 * into it as it opens), a mask under it that closes it when tapped, and Escape. The slide and the dimming are CSS
 * transitions (`@starting-style`), so the sheet ships as a few hundred bytes in its page's chunk, where antd-mobile's
 * Popup brought its mask, animation and gesture code, about 20 files that a tap had to fetch first
 * (docs/shopper-app.md#parts-a-tap-opens).
 *
 * Opened with `show()`, not `showModal()`: a modal dialog makes the whole page behind it inert, and restyling every
 * element of a product page took 36–60 ms of the tap at 4× CPU slowdown. The mask keeps taps off the page instead.
 * Both are rendered into the body, as antd-mobile's popups are: outside the page's own boxes, inserting them lays out
 * less (the layout the opening forced went from 42–59 ms to 23–33 at 4×, three taps each).
 */
export function BottomSheet({ visible, onClose, className, label, closeLabel, children }: BottomSheetProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (visible && !dialog.open) dialog.show();
    else if (!visible && dialog.open) dialog.close();
  }, [visible]);

  return createPortal(
    <>
      {/* A button, as the page under it is one big "close" to a finger; out of the tab order (Escape does it). */}
      <button
        type="button"
        className="bottom-sheet-mask"
        aria-label={closeLabel}
        tabIndex={-1}
        hidden={!visible}
        onClick={onClose}
      />
      <dialog
        ref={ref}
        className={`bottom-sheet ${className}`}
        aria-label={label}
        aria-modal="true"
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        {children}
      </dialog>
    </>,
    document.body,
  );
}
