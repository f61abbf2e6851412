import { SCORE_MAX, SCORE_MIN } from '@shop/contract/after-sales-status';
import { useTranslation } from 'react-i18next';

const SCORES = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, index) => SCORE_MIN + index);

/**
 * A 1–5 star score as a group of radio buttons drawn as stars: a tap (or the arrow keys) picks a score, screen
 * readers hear "4 stars", and the word beside the stars says what it means. antd-mobile's Rate reads a drag
 * gesture's coordinates and offers no keyboard, so it is not used here.
 */
export function StarRating({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: number;
  onChange: (score: number) => void;
}) {
  const { t } = useTranslation('review');
  return (
    <fieldset className="star-rating">
      <legend className="star-rating__label">{label}</legend>
      <span className="star-rating__stars">
        {SCORES.map((score) => (
          <label key={score} className={`star-rating__star${score <= value ? ' star-rating__star--on' : ''}`}>
            <input
              type="radio"
              className="star-rating__input"
              name={name}
              value={score}
              checked={score === value}
              aria-label={t('form.stars', { count: score })}
              onChange={() => onChange(score)}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </span>
      <span className="star-rating__word" aria-hidden="true">
        {t(`form.score.${value}`)}
      </span>
    </fieldset>
  );
}
