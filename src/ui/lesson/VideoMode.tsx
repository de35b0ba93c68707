import { useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Group, Paper, Select, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconRepeat, IconRepeatOff } from '@tabler/icons-react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { inspect } from '../../eventlog/recorder.ts';
import { VIDEO_SPEEDS } from '../../machines/constants.ts';
import type { Cue, LessonDetail } from '../../machines/lesson-modes/types.ts';
import { createVideoSettingsLogic } from '../../services/lesson.ts';
import { storage } from '../../services/storage.ts';
import classes from './lesson.module.css';

/** Share of the video a learner must have watched for the `video` step (issue 5). */
export const WATCHED_SHARE = 0.9;

const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

export function activeCueAt(cues: Cue[], time: number): number {
  return cues.findIndex((c) => time >= c.start && time < c.end);
}

/**
 * Watch Video (SPEC §2): the player with its poster, the speed menu (saved as `videoSpeed`), and the
 * transcript below, where the phrase being spoken is highlighted, a click seeks to a phrase and a
 * phrase can be repeated in a loop. Keys: Space, ←/→ (5 s), [ and ] (speed).
 */
export function VideoMode({ lesson, onWatched }: { lesson: LessonDetail; onWatched: () => void }) {
  const { t } = useTranslation('lesson');
  const logic = useMemo(() => createVideoSettingsLogic(), []);
  const settings = useActorRef(logic, { input: { speed: storage.videoSpeed() }, inspect });
  const speed = useSelector(settings, (s) => s.context.speed);
  const repeatCue = useSelector(settings, (s) => s.context.repeatCue);
  const video = useRef<HTMLVideoElement>(null);
  const transcript = useRef<HTMLDivElement>(null);
  // View state: the cue under the playhead follows the video element.
  const [activeCue, setActiveCue] = useState(-1);
  const watched = useRef({ seconds: 0, last: 0, reported: false });
  const cues = lesson.cues ?? [];

  useEffect(() => {
    if (video.current) video.current.playbackRate = speed;
  }, [speed]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = video.current;
      const target = e.target as HTMLElement | null;
      if (
        !el ||
        (target &&
          (target.closest('input, textarea, select, [contenteditable="true"]') || target.isContentEditable))
      )
        return;
      if (e.key === ' ' && !target?.closest('button, a, [role="button"]')) {
        e.preventDefault();
        if (el.paused) void el.play();
        else el.pause();
      } else if (e.key === 'ArrowLeft') el.currentTime = Math.max(0, el.currentTime - 5);
      else if (e.key === 'ArrowRight') el.currentTime = Math.min(el.duration || Infinity, el.currentTime + 5);
      else if (e.key === '[') settings.send({ type: 'speed.step', direction: -1 });
      else if (e.key === ']') settings.send({ type: 'speed.step', direction: 1 });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [settings]);

  const onTimeUpdate = () => {
    const el = video.current;
    if (!el) return;
    const now = el.currentTime;
    const w = watched.current;
    const delta = now - w.last;
    // Only time actually played counts (a seek forward is not watching).
    if (delta > 0 && delta < 1.5) w.seconds += delta;
    w.last = now;
    if (!w.reported && el.duration && w.seconds >= WATCHED_SHARE * el.duration) {
      w.reported = true;
      onWatched();
    }
    if (repeatCue !== null) {
      const cue = cues[repeatCue];
      if (cue && (now >= cue.end || now < cue.start - 0.25)) el.currentTime = cue.start;
    }
    const index = activeCueAt(cues, now);
    if (index !== activeCue) {
      setActiveCue(index);
      const row = transcript.current?.querySelector<HTMLElement>(`[data-cue="${index}"]`);
      row?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    }
  };

  const seek = (cue: Cue) => {
    const el = video.current;
    if (!el) return;
    el.currentTime = cue.start;
    watched.current.last = cue.start;
    void el.play().catch(() => undefined);
  };

  return (
    <Stack gap="md">
      <video
        ref={video}
        className={classes.video}
        src={lesson.video.file}
        poster={lesson.thumbnail ?? undefined}
        controls
        playsInline
        preload="metadata"
        onTimeUpdate={onTimeUpdate}
        onLoadedMetadata={() => video.current && (video.current.playbackRate = speed)}
        aria-label={t('video.player', { name: lesson.video.name })}
        data-testid="lesson-video"
      />
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
          data={VIDEO_SPEEDS.map((s) => ({ value: String(s), label: t('video.speedOption', { speed: s }) }))}
          value={String(speed)}
          onChange={(value) => value && settings.send({ type: 'speed.set', speed: Number(value) })}
          data-testid="speed-select"
        />
      </Group>
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="lg" mb="sm">
          {t('video.transcript')}
        </Title>
        {cues.length === 0 ? (
          <Text c="dimmed">{lesson.video.transcription || t('video.noTranscript')}</Text>
        ) : (
          <div ref={transcript} className={classes.transcript} data-testid="transcript">
            {cues.map((cue, i) => (
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
                  onClick={() => seek(cue)}
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
                    onClick={() => {
                      settings.send({ type: 'repeat.toggle', cue: i });
                      if (repeatCue !== i) seek(cue);
                    }}
                  >
                    {repeatCue === i ? <IconRepeatOff size={16} /> : <IconRepeat size={16} />}
                  </ActionIcon>
                </Tooltip>
              </div>
            ))}
          </div>
        )}
      </Paper>
    </Stack>
  );
}
