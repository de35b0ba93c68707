import { LEVELS } from '../../machines/catalogue/filters.ts';

/** Level code, colour and the i18n key of its full name; unknown levels say so (SPEC §3). */
export function levelView(levelId: number | null | undefined) {
  const level = levelId ? LEVELS[levelId] : undefined;
  return level
    ? { code: level.code, color: level.color, nameKey: `levels.${levelId}` as const }
    : { code: '?', color: '#868e96', nameKey: 'levels.unknown' as const };
}
