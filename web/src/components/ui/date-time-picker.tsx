import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import {
  calendarDays,
  formatDateTime,
  isInFuture,
  parseDateTime,
  partsOf,
  shiftMonth,
  type DateTimeParts,
} from './calendar-month';
import styles from './date-time-picker.module.css';
import formStyles from './form-field.module.css';

type DateTimePickerProps = {
  name: string;
  label: string;
  /** A `datetime-local` value (`YYYY-MM-DDTHH:mm`, local time) or ''. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The translated error, shown and linked when set. */
  error?: string;
  /** Future dates are disallowed: choosing one shows 'Date must be in the past'. */
  pastOnly?: boolean;
};

const sameDay = (date: Date, parts: DateTimeParts | null) =>
  !!parts &&
  date.getFullYear() === parts.year &&
  date.getMonth() === parts.month &&
  date.getDate() === parts.day;

/**
 * Spec 01 §2 date-time picker: a typed date and time (minute and hour steps of 1) plus a calendar of 42 cells,
 * weeks starting on Monday.
 */
export function DateTimePicker({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  pastOnly,
}: DateTimePickerProps) {
  const { t, i18n } = useTranslation();
  const inputId = `field-${name}`;
  const errorId = `${inputId}-error`;
  const pastId = useId();
  const parts = parseDateTime(value);
  // Checked on each change (not during render, which must stay pure): a loaded value is taken as it is.
  const [future, setFuture] = useState(false);
  const change = (next: string) => {
    setFuture(!!pastOnly && isInFuture(next, Date.now()));
    onChange(next);
  };
  return (
    <div className={formStyles.field}>
      <label htmlFor={inputId} className={formStyles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          name={name}
          type="datetime-local"
          step={60}
          className={`${formStyles.input} ${styles.input}`}
          value={value}
          onChange={(event) => change(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error || future ? true : undefined}
          aria-describedby={
            [error ? errorId : '', future ? pastId : ''].filter(Boolean).join(' ') || undefined
          }
        />
        <DialogTrigger>
          <AriaButton className={styles.calendarButton} aria-label={t('dateTime.open')}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
              <path
                d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3zm12 8H5v9h14zM5 6v2h14V6z"
                fill="currentColor"
              />
            </svg>
          </AriaButton>
          <Popover className={styles.popover} placement="bottom end">
            <Dialog className={styles.dialog} aria-label={label}>
              {({ close }) => (
                <CalendarPanel
                  parts={parts}
                  locale={i18n.language}
                  future={future}
                  onChange={(next) => change(formatDateTime(next))}
                  onDone={() => {
                    close();
                    onBlur?.();
                  }}
                />
              )}
            </Dialog>
          </Popover>
        </DialogTrigger>
      </div>
      {future ? (
        <span id={pastId} className={formStyles.error}>
          {t('dateTime.inPast')}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={formStyles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

function CalendarPanel(props: {
  parts: DateTimeParts | null;
  locale: string;
  future: boolean;
  onChange: (parts: DateTimeParts) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { parts, locale, onChange } = props;
  const base = parts ?? partsOf(new Date());
  const [shown, setShown] = useState({ year: base.year, month: base.month });
  const grid = useRef<HTMLTableElement>(null);
  const days = calendarDays(shown.year, shown.month);
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(
    new Date(shown.year, shown.month, 1),
  );
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  const dayLabel = new Intl.DateTimeFormat(locale, { dateStyle: 'full' });
  const pick = (date: Date) =>
    onChange({ ...base, year: date.getFullYear(), month: date.getMonth(), day: date.getDate() });
  const setTime = (field: 'hour' | 'minute', text: string) => {
    const number = Number(text);
    const max = field === 'hour' ? 23 : 59;
    if (text === '' || !Number.isInteger(number) || number < 0 || number > max) return;
    onChange({ ...base, [field]: number });
  };
  // Arrow keys move between days; Home/End within the week.
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const buttons = [...(grid.current?.querySelectorAll('button') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
      Home: -(index % 7),
      End: 6 - (index % 7),
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    buttons[Math.min(buttons.length - 1, Math.max(0, index + move))]?.focus();
  };
  const selectedIndex = days.findIndex((day) => sameDay(day.date, parts));
  const focusIndex = selectedIndex >= 0 ? selectedIndex : days.findIndex((day) => day.inMonth);
  return (
    <>
      <div className={styles.header}>
        <AriaButton
          className={styles.navButton}
          aria-label={t('dateTime.previousMonth')}
          onPress={() => setShown(shiftMonth(shown.year, shown.month, -1))}
        >
          ‹
        </AriaButton>
        <Heading slot="title" className={styles.month} aria-live="polite">
          {monthName}
        </Heading>
        <AriaButton
          className={styles.navButton}
          aria-label={t('dateTime.nextMonth')}
          onPress={() => setShown(shiftMonth(shown.year, shown.month, 1))}
        >
          ›
        </AriaButton>
      </div>
      <table className={styles.grid} ref={grid} onKeyDown={onKeyDown} role="grid" aria-label={monthName}>
        <thead>
          <tr>
            {days.slice(0, 7).map(({ date }) => (
              <th key={date.getDay()} scope="col" abbr={date.toLocaleDateString(locale, { weekday: 'long' })}>
                {weekday.format(date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[0, 1, 2, 3, 4, 5].map((week) => (
            <tr key={week}>
              {days.slice(week * 7, week * 7 + 7).map(({ date, inMonth }, offset) => {
                const selected = sameDay(date, parts);
                return (
                  <td key={date.toDateString()}>
                    <button
                      type="button"
                      className={[
                        styles.day,
                        inMonth ? '' : styles.outside,
                        selected ? styles.selected : '',
                      ].join(' ')}
                      aria-label={dayLabel.format(date)}
                      aria-pressed={selected}
                      tabIndex={week * 7 + offset === focusIndex ? 0 : -1}
                      onClick={() => pick(date)}
                    >
                      {date.getDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.time}>
        <label>
          {t('dateTime.hour')}
          <input
            type="number"
            min={0}
            max={23}
            step={1}
            className={styles.timeInput}
            value={base.hour}
            onChange={(event) => setTime('hour', event.target.value)}
          />
        </label>
        <label>
          {t('dateTime.minute')}
          <input
            type="number"
            min={0}
            max={59}
            step={1}
            className={styles.timeInput}
            value={base.minute}
            onChange={(event) => setTime('minute', event.target.value)}
          />
        </label>
        <AriaButton className={styles.done} onPress={props.onDone}>
          {t('dateTime.done')}
        </AriaButton>
      </div>
      {props.future ? (
        <p className={formStyles.error} role="alert">
          {t('dateTime.inPast')}
        </p>
      ) : null}
    </>
  );
}
