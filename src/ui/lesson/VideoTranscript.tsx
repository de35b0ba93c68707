import { useDeferredValue, type RefObject } from 'react';
import { ActionIcon, Group, Paper, Select, Text, Title, Tooltip } from '@mantine/core';
import { IconRepeat, IconRepeatOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { VIDEO_SPEEDS } from '../../machines/constants.ts';
import type { Cue } from '../../machines/lesson/types.ts';
import { CUE_HEIGHT } from './cues.ts';
import classes from './lesson.module.css';

const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;
const NO_CUES: Cue[] = [];

/**
 * A playback speed as the interface language writes decimals (1.5 in English, 1,5 in Ukrainian and
 * Polish). Not through i18next's number format: building its Intl.NumberFormat was ~40 ms of the
 * lesson page's first second on a phone (issue 18), for six fixed values.
 */
export function speedText(speed: number, language: string): string {
  return language.startsWith('en') ? String(speed) : String(speed).replace('.', ',');
}

/**
 * Watch Video's speed menu and transcript (a lazy chunk of VideoMode): the phrase being spoken is
 * highlighted, a click seeks to a phrase, a phrase can be repeated in a loop. The cues render in a
 * background pass React splits into short tasks, in a box of the height they will take.
 */
export function VideoTranscript({
  cues,
  activeCue,
  repeatCue,
  speed,
  transcription,
  transcriptRef,
  onSeek,
  onSpeed,
  onToggleRepeat,
}: {
  cues: Cue[];
  activeCue: number;
  repeatCue: number | null;
  speed: number;
  transcription: string;
  transcriptRef: RefObject<HTMLDivElement | null>;
  /** A click on a phrase: the index of its cue. */
  onSeek: (cue: number) => void;
  onSpeed: (speed: number) => void;
  onToggleRepeat: (cue: number) => void;
}) {
  const { t, i18n } = useTranslation('lesson');
  const shownCues = useDeferredValue(cues, NO_CUES);
  return (
    <>
      <Group justify="space-between" wrap="wrap">
        <Text size="xs" c="dimmed">
          {t('video.shortcuts')}
        </Text>
        <Select
          label={t('video.speed')}
          aria-label={t('video.speed')}
          w={110}
          size="xs"
          allowDeselect={false}
          data={VIDEO_SPEEDS.map((s) => ({
            value: String(s),
            label: t('video.speedOption', { speed: speedText(s, i18n.language) }),
          }))}
          value={String(speed)}
          onChange={(value) => value && onSpeed(Number(value))}
          data-testid="speed-select"
        />
      </Group>
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="lg" mb="sm">
          {t('video.transcript')}
        </Title>
        {cues.length === 0 ? (
          <Text c="dimmed">{transcription || t('video.noTranscript')}</Text>
        ) : (
          <div
            ref={transcriptRef}
            className={classes.transcript}
            style={shownCues.length ? undefined : { height: Math.min(420, cues.length * CUE_HEIGHT) }}
            data-testid="transcript"
          >
            {shownCues.map((cue, i) => (
              <div
                key={i}
                data-cue={i}
                className={`${classes.cue} ${i === activeCue ? classes.cueActive : ''}`}
                aria-current={i === activeCue ? 'true' : undefined}
              >
                <Text size="xs" c="dimmed" w={38} mt={2}>
                  {clock(cue.start)}
                </Text>
                <button
                  type="button"
                  className={classes.cueText}
                  onClick={() => onSeek(i)}
                  aria-label={`${t('video.seek', { time: clock(cue.start) })}: ${cue.text}`}
                >
                  <Text span size="sm">
                    {cue.text}
                  </Text>
                </button>
                <Tooltip label={repeatCue === i ? t('video.stopRepeat') : t('video.repeat')}>
                  <ActionIcon
                    variant={repeatCue === i ? 'filled' : 'subtle'}
                    size="sm"
                    aria-pressed={repeatCue === i}
                    aria-label={repeatCue === i ? t('video.stopRepeat') : t('video.repeat')}
                    onClick={() => onToggleRepeat(i)}
                  >
                    {repeatCue === i ? <IconRepeatOff size={16} /> : <IconRepeat size={16} />}
                  </ActionIcon>
                </Tooltip>
              </div>
            ))}
          </div>
        )}
      </Paper>
    </>
  );
}
