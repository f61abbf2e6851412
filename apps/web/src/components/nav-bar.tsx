import { BackIcon } from './shell-icons.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

interface NavBarProps {
  /** A key of common:titles, or a ready string via `title`. */
  titleKey?: string;
  title?: ReactNode;
  right?: ReactNode;
  /** Hide the back arrow (tab roots). */
  noBack?: boolean;
}

/**
 * The shared top bar: back button and title. Back goes home when there is no history to return to
 * (a deep link opened from outside).
 */
export function NavBar({ titleKey, title, right, noBack }: NavBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate('/home', { replace: true }));
  return (
    <header className="nav-bar">
      <div className="nav-bar__side">
        {!noBack && (
          <button type="button" className="nav-bar__back" onClick={back} aria-label={t('back')}>
            <BackIcon />
          </button>
        )}
      </div>
      <h1 className="nav-bar__title">{title ?? (titleKey ? t(`titles.${titleKey}`) : '')}</h1>
      <div className="nav-bar__side nav-bar__side--right">{right}</div>
    </header>
  );
}
