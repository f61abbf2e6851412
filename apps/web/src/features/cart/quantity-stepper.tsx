import { MAX_LINE_QUANTITY } from '@shop/contract/order-status';
import { Stepper } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';

/** How long the quantity rests before it is sent: five quick taps on + are one request, not five. */
const SETTLE_MS = 400;

interface QuantityStepperProps {
  quantity: number;
  stock: number;
  disabled?: boolean;
  /** Sends the new quantity; rejects when the server refuses it (the request client shows why). */
  onCommit: (quantity: number) => Promise<unknown>;
}

/**
 * A cart line's quantity, from 1 to the stock. It shows the shopper's number at once and sends it when they pause;
 * if the server refuses (not enough stock), it returns to the cart's quantity.
 */
export function QuantityStepper({ quantity, stock, disabled, onCommit }: QuantityStepperProps) {
  const [draft, setDraft] = useState(quantity);
  const [shown, setShown] = useState(quantity);
  // The cart answered with another quantity (this change, or a refresh): show it.
  if (quantity !== shown) {
    setShown(quantity);
    setDraft(quantity);
  }
  const commit = useRef(onCommit);
  commit.current = onCommit;

  useEffect(() => {
    if (draft === quantity) return undefined;
    const timer = setTimeout(() => {
      commit.current(draft).catch(() => setDraft(quantity));
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [draft, quantity]);

  return (
    <Stepper
      className="cart-stepper"
      min={1}
      max={Math.max(1, Math.min(stock, MAX_LINE_QUANTITY))}
      digits={0}
      value={draft}
      disabled={disabled}
      onChange={(value) => setDraft(value)}
    />
  );
}
