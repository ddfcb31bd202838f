import { CalendarDate } from '@internationalized/date';
import { useContext, useId, useState } from 'react';
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarStateContext,
  Dialog,
  DialogTrigger,
  Heading,
  I18nProvider,
  Popover,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatDateTime, isInFuture, parseDateTime, partsOf, type DateTimeParts } from './calendar-month';
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

/**
 * Spec 01 §2 date-time picker: a typed date and time (minute and hour steps of 1) plus react-aria's calendar of
 * 42 cells, weeks starting on Monday, from 2000-01-01.
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

/** Spec 01 §9: the earliest day the calendar offers, as the API refuses records before it. */
const EARLIEST_DAY = new CalendarDate(2000, 1, 1);

/**
 * Spec 01 §9: 42 cells, six weeks from the Monday on or before the 1st, whatever the month's length (react-aria's
 * own grid body shows only the month's weeks).
 */
function SixWeeks() {
  const state = useContext(CalendarStateContext);
  if (!state) return null;
  return (
    <tbody>
      {WEEKS.map((week) => (
        <tr key={week}>
          {state
            .getDatesInWeek(week, state.visibleRange.start)
            .map((date, index) =>
              date ? <CalendarCell key={index} date={date} className={styles.day} /> : <td key={index} />,
            )}
        </tr>
      ))}
    </tbody>
  );
}
const WEEKS = [0, 1, 2, 3, 4, 5];

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
  const setTime = (field: 'hour' | 'minute', text: string) => {
    const number = Number(text);
    const max = field === 'hour' ? 23 : 59;
    if (text === '' || !Number.isInteger(number) || number < 0 || number > max) return;
    onChange({ ...base, [field]: number });
  };
  return (
    <>
      <I18nProvider locale={locale}>
        <Calendar
          value={parts ? new CalendarDate(parts.year, parts.month + 1, parts.day) : null}
          defaultFocusedValue={new CalendarDate(base.year, base.month + 1, base.day)}
          minValue={EARLIEST_DAY}
          firstDayOfWeek="mon"
          onChange={(date) => onChange({ ...base, year: date.year, month: date.month - 1, day: date.day })}
        >
          <div className={styles.header}>
            <AriaButton slot="previous" className={styles.navButton} aria-label={t('dateTime.previousMonth')}>
              ‹
            </AriaButton>
            <Heading className={styles.month} />
            <AriaButton slot="next" className={styles.navButton} aria-label={t('dateTime.nextMonth')}>
              ›
            </AriaButton>
          </div>
          <CalendarGrid className={styles.grid} weekdayStyle="short">
            <CalendarGridHeader>{(day) => <CalendarHeaderCell>{day}</CalendarHeaderCell>}</CalendarGridHeader>
            <SixWeeks />
          </CalendarGrid>
        </Calendar>
      </I18nProvider>
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
