import { FireFill } from 'antd-mobile-icons';

interface KeywordChipsProps {
  keywords: readonly string[];
  onPick: (keyword: string) => void;
  /** The first `hot` chips get the flame: the most searched words. */
  hot?: number;
}

/** Search words as tappable chips (history, popular searches). */
export function KeywordChips({ keywords, onPick, hot = 0 }: KeywordChipsProps) {
  return (
    <ul className="search-chips">
      {keywords.map((keyword, i) => (
        <li key={keyword}>
          <button
            type="button"
            className={`search-chip${i < hot ? ' search-chip--hot' : ''}`}
            onClick={() => onPick(keyword)}
          >
            {i < hot && <FireFill className="search-chip__flame" aria-hidden="true" />}
            <span className="search-chip__text">{keyword}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
