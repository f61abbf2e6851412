import { Input } from 'antd';

interface SearchFilterProps {
  /** The applied value (from the URL). */
  value: string | undefined;
  /** Names the box for screen readers and as its placeholder ("Order no"). */
  label: string;
  /** The trimmed text, or undefined when cleared. */
  onSearch(value: string | undefined): void;
  width?: number;
  inputMode?: 'numeric' | 'text' | 'email';
}

/**
 * A text filter applied on Enter or the search button, not per key, so the URL and the server see whole values.
 * Keyed by the applied value, so Back and Reset refill it.
 */
export function SearchFilter({ value, label, onSearch, width = 240, inputMode }: SearchFilterProps) {
  return (
    <Input.Search
      key={value ?? ''}
      aria-label={label}
      placeholder={label}
      inputMode={inputMode}
      allowClear
      style={{ width, maxWidth: '100%' }}
      defaultValue={value}
      onSearch={(text) => onSearch(text.trim() || undefined)}
    />
  );
}
