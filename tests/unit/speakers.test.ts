// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverT } from '../../server/i18n.ts';
import { speakerName } from '../../src/ui/dialogue/speaker.ts';

/** Every speaker of the demo lessons, and the script's fallbacks, has a name in uk and pl. */
const lessons = fs
  .readdirSync('content/lessons')
  .filter((f) => f.endsWith('.json'))
  .map(
    (f) =>
      JSON.parse(fs.readFileSync(path.join('content/lessons', f), 'utf8')) as {
        slug: string;
        speakers: { name: string }[];
      },
  );
const names = [...new Set(lessons.flatMap((l) => l.speakers.map((s) => s.name))), 'Partner', 'You'];

describe('speaker names in the interface language', () => {
  it('the demo lessons have speakers', () => {
    expect(lessons.length).toBeGreaterThan(10);
    expect(names).toContain('Receptionist');
  });

  it.each(names.map((n) => [n]))('%s has an entry in en, uk and pl', (name) => {
    for (const lang of ['en', 'uk', 'pl'] as const) {
      const t = serverT(lang);
      expect(t(`dialogue:speakers.${name}`, { defaultValue: '' }), `${lang}: ${name}`).not.toBe('');
    }
    // Ukrainian names are written in Cyrillic.
    expect(speakerName(serverT('uk'), name)).not.toMatch(/[A-Za-z]/);
    expect(speakerName(serverT('en'), name)).toBe(name);
  });

  it('roles read as roles, people keep their names', () => {
    expect(speakerName(serverT('uk'), 'Receptionist')).toBe('Адміністраторка');
    expect(speakerName(serverT('pl'), 'Receptionist')).toBe('Recepcjonistka');
    expect(speakerName(serverT('pl'), 'Partner')).toBe('Rozmówca');
    expect(speakerName(serverT('pl'), 'Katarzyna')).toBe('Katarzyna');
    expect(speakerName(serverT('uk'), 'Brand New Speaker')).toBe('Brand New Speaker');
    // The sentence around the name needs no case ending of it.
    expect(serverT('uk')('dialogue:welcome.text', { topic: 'x', partner: 'Адміністраторка' })).toContain(
      'Ваш співрозмовник: Адміністраторка.',
    );
  });
});
