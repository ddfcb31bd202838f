import { useTranslation } from 'react-i18next';
import styles from './answering.module.css';

type LikertSliderProps = {
  id: string;
  /** Id of the element naming the slider (the question). */
  labelledBy: string;
  describedBy?: string;
  leftValue: number;
  rightValue: number;
  labels: readonly { value: number; label: string }[];
  /** null until the user touches the slider. */
  value: number | null;
  onChange: (value: number) => void;
  /** While the answer is being saved. */
  disabled?: boolean;
};

/** The scale's values from left to right; an inverted scale (left > right) counts down. */
export function scaleValues(leftValue: number, rightValue: number): number[] {
  const step = leftValue <= rightValue ? 1 : -1;
  const count = Math.abs(rightValue - leftValue) + 1;
  return Array.from({ length: count }, (_, i) => leftValue + i * step);
}

/** Up to this many points each gets a tick and its number; more crowd a phone (a 0–100 scale has 101). */
const MARKED_POINTS_MAX = 11;
/** Past this many, at large text only the end numbers are kept (answering.module.css `.dense`). */
const DENSE_POINTS = 7;

/**
 * How the scale's labels are laid out, given the values that have one: side by side at the ends when only the
 * ends have one, else (WHO-5 and SWLS label every point) one per line, as labels in columns overlap on a 320 px
 * phone or at 200 % text; not at all when no value has one.
 */
function labelLayout(
  labelled: readonly number[],
  leftValue: number,
  rightValue: number,
): 'ends' | 'list' | null {
  if (!labelled.length) return null;
  return labelled.every((value) => value === leftValue || value === rightValue) ? 'ends' : 'list';
}

/**
 * Spec 01 §2 Likert slider: a native range input (role slider) running from the left value to the right, its
 * value text the value's label, the scale's marks and labels beneath and an awaiting-input style until touched.
 */
export function LikertSlider(props: LikertSliderProps) {
  const { t } = useTranslation('answering');
  const values = scaleValues(props.leftValue, props.rightValue);
  const labelOf = (value: number) => props.labels.find((l) => l.value === value)?.label;
  const position = props.value === null ? Math.floor((values.length - 1) / 2) : values.indexOf(props.value);
  const choose = (index: number) => {
    const value = values[index];
    if (value !== undefined) props.onChange(value);
  };
  const current = props.value === null ? null : labelOf(props.value);
  const valueText =
    props.value === null
      ? t('slider.awaiting')
      : current
        ? t('slider.valueText', { value: props.value, label: current })
        : String(props.value);
  const selected = (value: number) => (value === props.value ? styles.markSelected : undefined);
  const labelled = values.filter((value) => labelOf(value));
  const layout = labelLayout(labelled, props.leftValue, props.rightValue);
  const ends = (show: (value: number) => React.ReactNode, className?: string) => (
    <p className={className ? `${styles.scaleEnds} ${className}` : styles.scaleEnds} aria-hidden="true">
      <span className={selected(props.leftValue)}>{show(props.leftValue)}</span>
      <span className={selected(props.rightValue)}>{show(props.rightValue)}</span>
    </p>
  );
  return (
    <div className={props.value === null ? `${styles.slider} ${styles.awaiting}` : styles.slider}>
      <output className={styles.sliderValue} htmlFor={props.id} aria-hidden="true">
        {props.value === null ? t('slider.awaiting') : (current ?? props.value)}
      </output>
      <input
        id={props.id}
        type="range"
        className={styles.range}
        min={0}
        max={values.length - 1}
        step={1}
        value={position}
        aria-labelledby={props.labelledBy}
        aria-describedby={props.describedBy}
        aria-valuetext={valueText}
        disabled={props.disabled}
        onChange={(event) => choose(Number(event.currentTarget.value))}
        // Tapping the thumb where it rests, or Space/Enter on it, chooses that value too.
        onPointerUp={(event) => props.value === null && choose(Number(event.currentTarget.value))}
        onKeyDown={(event) => {
          if (props.value === null && (event.key === ' ' || event.key === 'Enter')) {
            event.preventDefault();
            choose(position);
          }
        }}
      />
      {/* What the slider's value text says as it moves, shown for the eye: hidden from screen readers. */}
      {values.length <= MARKED_POINTS_MAX ? (
        <ol
          className={values.length > DENSE_POINTS ? `${styles.marks} ${styles.dense}` : styles.marks}
          aria-hidden="true"
          style={{ gridTemplateColumns: `repeat(${values.length}, 1fr)` }}
        >
          {values.map((value) => (
            <li key={value} className={selected(value)}>
              <span className={styles.tick} />
              <span className={styles.markValue}>{value}</span>
            </li>
          ))}
        </ol>
      ) : (
        ends((value) => value, styles.markValue)
      )}
      {layout === 'ends' ? ends(labelOf) : null}
      {layout === 'list' ? (
        <ul className={styles.labelList} aria-hidden="true">
          {labelled.map((value) => (
            <li key={value} className={selected(value)}>
              <span className={styles.labelValue}>{value}</span>
              <span>{labelOf(value)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
