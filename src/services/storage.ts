import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * Browser storage of SPEC §3 "Local browser storage", one typed helper per key, so no other
 * module spells a key. Storage can be missing or full (private mode, quota): reads then give
 * null and writes are dropped, never thrown.
 */

export const LOCAL_KEYS = {
  selectedLanguage: 'selectedLanguage',
  languageLevels: 'languageLevels',
  selectedPurpose: 'selectedPurpose',
  selectedLevel: 'selectedLevel',
  videoSpeed: 'videoSpeed',
} as const;

export const SESSION_KEYS = {
  fromOnboarding: 'fromOnboarding',
  userHasInteracted: 'userHasInteracted',
  restoreScroll: 'restoreScroll',
  scrollY: 'scrollY',
} as const;

/** Django's interface-language cookie name. */
export const LANGUAGE_COOKIE = 'django_language';

export interface SelectedPurpose {
  id: number;
  purpose: string;
  categories: number[];
  level?: string;
}

export interface CachedLevel {
  id: number;
  name: string;
}

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readString(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(which: Area, key: string, value: string | null) {
  try {
    const store = area(which);
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the preference is simply not remembered.
  }
}

export function readJson<T>(which: Area, key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = readString(which, key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeJson(which: Area, key: string, value: unknown) {
  writeString(which, key, value === null ? null : JSON.stringify(value));
}

const isSelectedPurpose = (v: unknown): v is SelectedPurpose =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as SelectedPurpose).id === 'number' &&
  typeof (v as SelectedPurpose).purpose === 'string' &&
  Array.isArray((v as SelectedPurpose).categories);

const isLevelList = (v: unknown): v is CachedLevel[] =>
  Array.isArray(v) && v.every((l) => typeof l?.id === 'number' && typeof l?.name === 'string');

export const storage = {
  selectedLanguage: () => readString('local', LOCAL_KEYS.selectedLanguage),
  setSelectedLanguage: (language: string) => writeString('local', LOCAL_KEYS.selectedLanguage, language),
  selectedLevel: () => readString('local', LOCAL_KEYS.selectedLevel),
  setSelectedLevel: (level: string) => writeString('local', LOCAL_KEYS.selectedLevel, level),
  selectedPurpose: () => readJson('local', LOCAL_KEYS.selectedPurpose, isSelectedPurpose),
  setSelectedPurpose: (purpose: SelectedPurpose) => writeJson('local', LOCAL_KEYS.selectedPurpose, purpose),
  languageLevels: () => readJson('local', LOCAL_KEYS.languageLevels, isLevelList),
  setLanguageLevels: (levels: CachedLevel[]) => writeJson('local', LOCAL_KEYS.languageLevels, levels),
  videoSpeed: () => {
    const speed = Number(readString('local', LOCAL_KEYS.videoSpeed));
    return Number.isFinite(speed) && speed > 0 ? speed : 1;
  },
  setVideoSpeed: (speed: number) => writeString('local', LOCAL_KEYS.videoSpeed, String(speed)),
  /** Session flag: the learner just finished onboarding (home scrolls to the catalogue). */
  fromOnboarding: () => readString('session', SESSION_KEYS.fromOnboarding) === 'true',
  setFromOnboarding: (value: boolean) =>
    writeString('session', SESSION_KEYS.fromOnboarding, value ? 'true' : null),
  userHasInteracted: () => readString('session', SESSION_KEYS.userHasInteracted) === 'true',
  setUserHasInteracted: (value: boolean) =>
    writeString('session', SESSION_KEYS.userHasInteracted, value ? 'true' : null),
  restoreScroll: () => readString('session', SESSION_KEYS.restoreScroll) === 'true',
  setRestoreScroll: (value: boolean) =>
    writeString('session', SESSION_KEYS.restoreScroll, value ? 'true' : null),
  scrollY: () => Number(readString('session', SESSION_KEYS.scrollY) ?? 0) || 0,
  setScrollY: (y: number) => writeString('session', SESSION_KEYS.scrollY, String(Math.round(y))),
};

/** The interface-language cookie (one year, whole site), read by the server like Django's. */
export function setLanguageCookie(language: string) {
  if (typeof document === 'undefined') return;
  document.cookie = stringifySetCookie({
    name: LANGUAGE_COOKIE,
    value: language,
    path: '/',
    maxAge: 31536000,
    sameSite: 'lax',
  });
}

export function readLanguageCookie(): string | null {
  if (typeof document === 'undefined') return null;
  return parseCookie(document.cookie)[LANGUAGE_COOKIE] ?? null;
}
