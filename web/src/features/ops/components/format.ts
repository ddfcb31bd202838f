/** A date (and time) as the operator's language writes it; the API's ISO text when the language is unknown. */
export function formatWhen(iso: string, language: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
    }).format(date);
  } catch {
    return iso;
  }
}
