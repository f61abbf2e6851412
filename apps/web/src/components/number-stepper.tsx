import { useState } from 'react';
import './number-stepper.css';

export interface NumberStepperProps {
  value: number;
  min: number;
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
  /** The accessible names of the field and of its two buttons. */
  labels: { field: string; down: string; up: string };
}

/**
 * A whole number between `min` and `max`: − and + buttons around a field the shopper may also type in (kept to the
 * range when it is left). A plain replacement for antd-mobile's Stepper where a tap must not wait for its code.
 */
export function NumberStepper({ value, min, max, disabled, onChange, labels }: NumberStepperProps) {
  // What the shopper is typing, until the field is left (an empty field is allowed while typing).
  const [draft, setDraft] = useState<string | null>(null);
  const clamp = (n: number) => Math.min(max, Math.max(min, Math.trunc(n)));
  const commit = (text: string) => {
    setDraft(null);
    const n = Number(text);
    const next = text.trim() === '' || !Number.isFinite(n) ? value : clamp(n);
    if (next !== value) onChange(next);
  };
  return (
    <span className={`number-stepper${disabled ? ' number-stepper--disabled' : ''}`}>
      <button
        type="button"
        className="number-stepper__button"
        aria-label={labels.down}
        disabled={disabled || value <= min}
        onClick={() => onChange(clamp(value - 1))}
      >
        −
      </button>
      <input
        className="number-stepper__input"
        aria-label={labels.field}
        inputMode="numeric"
        pattern="[0-9]*"
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
        }}
      />
      <button
        type="button"
        className="number-stepper__button"
        aria-label={labels.up}
        disabled={disabled || value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        +
      </button>
    </span>
  );
}
