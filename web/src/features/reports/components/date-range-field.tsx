import { getLocalTimeZone, parseDate, today, type CalendarDate } from '@internationalized/date';
import { useTranslation } from 'react-i18next';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import { MIN_DAY } from '../utils/report-form';
import styles from './reports.module.css';

type DateRangeFieldProps = {
  startDay: string;
  endDay: string;
  onChange: (range: { startDay: string; endDay: string }) => void;
  onBlur?: () => void;
  /** Translated error, shown under the picker. */
  error?: string;
};

function toCalendarDate(day: string): CalendarDate | null {
  try {
    return day ? parseDate(day) : null;
  } catch {
    return null;
  }
}

/**
 * Spec 01 §5 date range picker: whole days, from 2000-01-01 to today (the calendar offers no others; typed
 * days outside are clamped when the form is sent), weeks starting on Monday, typed or picked in a calendar.
 */
export function DateRangeField({ startDay, endDay, onChange, onBlur, error }: DateRangeFieldProps) {
  const { t } = useTranslation('reports');
  const max = today(getLocalTimeZone());
  const start = toCalendarDate(startDay);
  const end = toCalendarDate(endDay);
  return (
    <I18nProvider locale="en-GB">
      <DateRangePicker
        className={styles.dateRange}
        value={start && end ? { start, end } : null}
        minValue={parseDate(MIN_DAY)}
        maxValue={max}
        isInvalid={!!error}
        firstDayOfWeek="mon"
        onBlur={onBlur}
        onChange={(range) => {
          if (!range) return onChange({ startDay: '', endDay: '' });
          // Typed days are kept as typed (a half-typed year is not clamped); the form clamps on submit.
          onChange({ startDay: range.start.toString(), endDay: range.end.toString() });
        }}
      >
        <Label className={styles.label}>{t('form.range')}</Label>
        <Group className={styles.dateGroup}>
          <DateInput slot="start" aria-label={t('form.start')} className={styles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={styles.dateSegment} />}
          </DateInput>
          <span aria-hidden="true">–</span>
          <DateInput slot="end" aria-label={t('form.end')} className={styles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={styles.dateSegment} />}
          </DateInput>
          <Button className={styles.calendarButton} aria-label={t('form.openCalendar')}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
              <path
                fill="currentColor"
                d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2zm12 8H5v9h14v-9z"
              />
            </svg>
          </Button>
        </Group>
        {error ? <FieldError className={styles.error}>{error}</FieldError> : null}
        <Popover className={styles.popover}>
          <Dialog className={styles.calendarDialog}>
            <RangeCalendar firstDayOfWeek="mon" className={styles.calendar}>
              <header className={styles.calendarHeader}>
                <Button slot="previous" className={styles.calendarNav}>
                  ‹
                </Button>
                <Heading />
                <Button slot="next" className={styles.calendarNav}>
                  ›
                </Button>
              </header>
              <CalendarGrid>
                {(date) => <CalendarCell date={date} className={styles.calendarCell} />}
              </CalendarGrid>
            </RangeCalendar>
          </Dialog>
        </Popover>
      </DateRangePicker>
    </I18nProvider>
  );
}
