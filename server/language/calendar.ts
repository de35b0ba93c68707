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
