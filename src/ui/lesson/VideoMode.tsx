import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Stack } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { inspect } from '../../eventlog/recorder.ts';
import type { Cue, LessonDetail } from '../../machines/lesson-modes/types.ts';
import { activeCueAt, CUE_HEIGHT } from './cues.ts';
import { createVideoSettingsLogic } from '../../services/lesson.ts';
import { storage } from '../../services/storage.ts';
import classes from './lesson.module.css';

/** Share of the video a learner must have watched for the `video` step (issue 5). */
export const WATCHED_SHARE = 0.9;

export { activeCueAt };

// The speed menu and the transcript (a tooltip and buttons a cue, Mantine's popover stack) come in a
// chunk of their own after the player: the first render of the page paints the poster without them.
const VideoTranscript = lazy(() =>
  import('./VideoTranscript.tsx').then((m) => ({ default: m.VideoTranscript })),
);

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
      <Suspense fallback={<div style={{ minHeight: 120 + Math.min(420, cues.length * CUE_HEIGHT) }} />}>
        <VideoTranscript
          cues={cues}
          activeCue={activeCue}
          repeatCue={repeatCue}
          speed={speed}
          transcriptRef={transcript}
          onSeek={seek}
          onSpeed={(next) => settings.send({ type: 'speed.set', speed: next })}
          onToggleRepeat={(i) => {
            settings.send({ type: 'repeat.toggle', cue: i });
            if (repeatCue !== i) seek(cues[i]!);
          }}
          transcription={lesson.video.transcription}
        />
      </Suspense>
    </Stack>
  );
}
