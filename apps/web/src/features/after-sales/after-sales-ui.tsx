import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { errorId } from '../../components/form-field.tsx';
import { Thumbnail } from '../../lib/catalogue/catalogue-image.tsx';

/** A row of chips of which one is chosen (refund type, goods status). */
export function ChoiceChips<T extends string>({
  options,
  value,
  onChange,
  label,
  disabled,
}: {
  options: readonly T[];
  /** Given by the form (Form.Item) or by the page. */
  value?: T | null;
  onChange?: (value: T) => void;
  label: (option: T) => string;
  disabled?: (option: T) => boolean;
}) {
  return (
    <div className="as-chips">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={`as-chip${option === value ? ' as-chip--on' : ''}`}
          aria-pressed={option === value}
          disabled={disabled?.(option)}
          onClick={() => onChange?.(option)}
        >
          {label(option)}
        </button>
      ))}
    </div>
  );
}

/** A multi-line text box with its character count. */
export function TextBox({
  id,
  value,
  onChange,
  error,
  placeholder,
  maxLength,
  rows = 4,
}: {
  id: string;
  /** Given by the form (Form.Item) or by the page. */
  value?: string;
  onChange?: (value: string) => void;
  error?: string;
  placeholder?: string;
  maxLength: number;
  rows?: number;
}) {
  return (
    <textarea
      id={id}
      className="as-textarea"
      value={value ?? ''}
      rows={rows}
      maxLength={maxLength}
      placeholder={placeholder}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId(id) : undefined}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}

/** "12/500" beside a text box's label. */
export function Counter({ length, max }: { length: number; max: number }) {
  return (
    <span className="as-counter" aria-hidden="true">
      {length}/{max}
    </span>
  );
}

export function LoadingCards({ cards = [4, 3, 5] }: { cards?: number[] }) {
  return (
    <div aria-busy="true">
      {cards.map((lines, index) => (
        <section key={index} className="as-card">
          {Array.from({ length: lines }, (_, line) => (
            <div key={line} className={`skeleton skeleton--line${line === lines - 1 ? ' skeleton--short' : ''}`} />
          ))}
        </section>
      ))}
    </div>
  );
}

export function LoadFailed({ title, message, retry }: { title: string; message?: string; retry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <EmptyState title={title} description={message}>
      <button type="button" className="link-button" onClick={retry}>
        {t('retry')}
      </button>
    </EmptyState>
  );
}

/** An order that cannot be shown here (unknown, another shopper's, or a malformed address), with the way out. */
export function OrderMissing({ title, message, orderId }: { title: string; message?: string; orderId?: number }) {
  const { t } = useTranslation('refund');
  return (
    <EmptyState title={title} description={message}>
      <Link to={orderId ? `/orderInfo/${orderId}` : '/myPurchases/all'} className="link-button">
        {orderId ? t('viewOrder') : t('myOrders')}
      </Link>
    </EmptyState>
  );
}

/** An order line as the after-sales screens show it: its picture, title and specification. */
export function LineSummary({ item }: { item: { image: { small: string }; title: string; spec?: string | null } }) {
  return (
    <>
      <Thumbnail className="as-line__image" src={item.image.small} size={56} />
      <span className="as-line__text">
        <span className="as-line__title">{item.title}</span>
        {item.spec && <span className="as-line__spec">{item.spec}</span>}
      </span>
    </>
  );
}
