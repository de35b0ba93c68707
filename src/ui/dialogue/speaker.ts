import type { TFunction } from 'i18next';

/**
 * A speaker's name for the interface (dialogue.json `speakers`): roles such as 'Receptionist'
 * and the script's fallbacks 'Partner' / 'You' are translated, people's names written as the
 * language writes them. The partner still speaks English; only the label changes. A name the
 * table lacks (a new lesson) is shown as the lesson gives it; tests/unit/speakers.test.ts checks
 * that every speaker of the demo lessons is in the table.
 */
export function speakerName(t: TFunction, name: string): string {
  return t(`speakers.${name}`, { ns: 'dialogue', defaultValue: name });
}
