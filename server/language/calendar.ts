/** The days of the week, lower-case, Monday first: one list for the rules and the matcher. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** The months, lower-case, January first. */
export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** Day and month names, lower-case: English writes them with a capital wherever they stand. */
export const CALENDAR_WORDS: ReadonlySet<string> = new Set([...WEEKDAYS, ...MONTHS]);
