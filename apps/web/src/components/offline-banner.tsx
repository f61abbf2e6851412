import './offline-banner.css';
import { useTranslation } from 'react-i18next';

/**
 * The strip above every screen while the phone is offline: what shows is what was seen last (lib/last-seen.ts),
 * and writes are refused by the request client. Its own chunk, loaded only when the connection drops (the service
 * worker has it precached).
 */
export function OfflineBanner() {
  const { t } = useTranslation('offline');
  return (
    <div className="offline-banner" role="status">
      <svg
        className="offline-banner__icon"
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <path d="M2 8.5a14.5 14.5 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 20h.01M3 3l18 18" />
      </svg>
      <span>{t('banner')}</span>
    </div>
  );
}
