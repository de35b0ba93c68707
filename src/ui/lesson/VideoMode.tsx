import { lazy, Suspense, useEffect, useRef } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LessonDetail } from '../../machines/lesson/types.ts';
import { useVideo, type VideoActor } from '../../machines/lesson/useLesson.ts';
import { CUE_HEIGHT } from './cues.ts';
import classes from './lesson.module.css';

// The speed menu and the transcript (a tooltip and buttons a cue, Mantine's popover stack) come in a
// chunk of their own after the player: the first render of the page paints the poster without them.
const VideoTranscript = lazy(() =>
  import('./VideoTranscript.tsx').then((m) => ({ default: m.VideoTranscript })),
);

/**
 * Watch Video (SPEC §2): the player with its poster, the speed menu (saved as `videoSpeed`), and the
 * transcript below, where the phrase being spoken is highlighted, a click seeks to a phrase and a
 * phrase can be repeated in a loop. Keys: Space, ←/→ (5 s), [ and ] (speed). The rules (what counts
 * as watched, the repeat loop, the phrase under the playhead) are the video machine's: the player
 * reports its time and applies the machine's seeks.
 */
export function VideoMode({ actor, lesson }: { actor: VideoActor; lesson: LessonDetail }) {
  const { t } = useTranslation('lesson');
  const video = useRef<HTMLVideoElement>(null);
  const transcript = useRef<HTMLDivElement>(null);
  const player = useVideo(actor, ({ time, play }) => {
    const el = video.current;
    if (!el) return;
    el.currentTime = time;
    if (play) void el.play().catch(() => undefined);
  });
  const { speed, repeatCue, activeCue, stepSpeed } = player;
  const cues = lesson.cues ?? [];

  useEffect(() => {
    if (video.current) video.current.playbackRate = speed;
  }, [speed]);

  // The phrase being spoken stays in view in the transcript.
  useEffect(() => {
    if (activeCue < 0) return;
    const row = transcript.current?.querySelector<HTMLElement>(`[data-cue="${activeCue}"]`);
    row?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [activeCue]);

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
      else if (e.key === '[') stepSpeed(-1);
      else if (e.key === ']') stepSpeed(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [stepSpeed]);

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
        onTimeUpdate={(e) => player.timeUpdated(e.currentTarget.currentTime, e.currentTarget.duration)}
        onLoadedMetadata={(e) => (e.currentTarget.playbackRate = speed)}
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
          onSeek={player.seekCue}
          onSpeed={player.setSpeed}
          onToggleRepeat={player.toggleRepeat}
          transcription={lesson.video.transcription}
        />
      </Suspense>
    </Stack>
  );
}
