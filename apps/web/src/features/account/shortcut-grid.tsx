import type { FC, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface Shortcut {
  to: string;
  labelKey: string;
  Icon: FC<SVGProps<SVGSVGElement>>;
}

/** A grid of icon links (order statuses, wallet records, services) on the Me screen. */
export function ShortcutGrid({ items, columns, dense }: { items: Shortcut[]; columns: number; dense?: boolean }) {
  const { t } = useTranslation('account');
  return (
    <ul
      className={`shortcut-grid${dense ? ' shortcut-grid--dense' : ''}`}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {items.map(({ to, labelKey, Icon }) => (
        <li key={to}>
          <Link className="shortcut-grid__item" to={to}>
            <Icon className="shortcut-grid__icon" aria-hidden="true" />
            <span className="shortcut-grid__label">{t(labelKey)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
