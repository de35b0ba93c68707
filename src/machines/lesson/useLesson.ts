import { useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { inspect } from '../../eventlog/recorder.ts';
import { speakEnglish } from '../../services/sound.ts';
import type { lessonVocabularyMachine } from '../lesson-vocabulary/machine.ts';
import type { Anchor } from '../word-lookup/types.ts';
import type { wordLookupMachine } from '../word-lookup/machine.ts';
// Types only from effects.ts: it imports every machine of the lesson, which the route loads lazily
// (the lesson page's first load stays without them, issue 18).
import type { LessonDeps } from './effects.ts';
import { storage } from '../../services/storage.ts';
import { useLazyImplementation } from '../implementations.tsx';
import {
  selectActiveCue,
  selectDialogueActor,
  selectLesson,
  selectMode,
  selectRepeatCue,
  selectSpeed,
  selectTestNeedsSignIn,
  selectTestRunActor,
  selectVideoActor,
  selectVocabularyActor,
  selectWordLookupActor,
} from './selectors.ts';
import type { LessonMode } from './types.ts';
import type { VideoEmitted, videoMachine } from './video.ts';

export type VideoActor = ActorRefFrom<typeof videoMachine>;
export type WordLookupActor = ActorRefFrom<typeof wordLookupMachine>;
export type VocabularyActor = ActorRefFrom<typeof lessonVocabularyMachine>;

interface LessonPageOptions extends Pick<LessonDeps, 'reportLoadFailure' | 'refreshStats' | 'navigate'> {
  lessonId: number;
  /** The mode in the URL (?mode=); the page follows it (reload and Back keep it). */
  mode: LessonMode;
  signedIn: boolean;
  language: string;
}

/**
 * The lesson page's actor for a page component: made once per page with its effects, it follows
 * the URL's mode and the interface language; the page reads the lesson, the active mode and the
 * mode's child actor through selectors.
 */
export function useLessonPage({ lessonId, mode, signedIn, language, ...callbacks }: LessonPageOptions) {
  // The actor is made once per page; the callbacks it calls are always the latest ones.
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });
  // The lesson's implementations come in their own chunk (the route's loader has loaded them).
  const { lessonPage } = useLazyImplementation('lesson');
  const logic = useMemo(
    () =>
      lessonPage({
        reportLoadFailure: (id) => latest.current.reportLoadFailure(id),
        refreshStats: () => latest.current.refreshStats(),
        navigate: (to) => latest.current.navigate(to),
      }),
    [lessonPage],
  );
  const actor = useActorRef(logic, {
    input: { lessonId, mode, signedIn, language, videoSpeed: storage.videoSpeed() },
    inspect,
  });
  useEffect(() => actor.send({ type: 'mode.select', mode }), [actor, mode]);
  useEffect(() => actor.send({ type: 'language.change', language }), [actor, language]);
  return {
    actor,
    lesson: useSelector(actor, selectLesson),
    mode: useSelector(actor, selectMode),
    video: useSelector(actor, selectVideoActor),
    wordLookup: useSelector(actor, selectWordLookupActor),
    vocabulary: useSelector(actor, selectVocabularyActor),
    testRun: useSelector(actor, selectTestRunActor),
    testNeedsSignIn: useSelector(actor, selectTestNeedsSignIn),
    dialogue: useSelector(actor, selectDialogueActor),
  };
}

/** Watch Video: the player's state and intents; `onSeek` applies the machine's seek commands to the element. */
export function useVideo(
  video: VideoActor,
  onSeek: (command: Extract<VideoEmitted, { type: 'video.seek' }>) => void,
) {
  const seek = useRef(onSeek);
  useEffect(() => {
    seek.current = onSeek;
  });
  useEffect(() => {
    const sub = video.on('video.seek', (command) => seek.current(command));
    return () => sub.unsubscribe();
  }, [video]);
  const intents = useMemo(
    () => ({
      timeUpdated: (time: number, duration: number) =>
        video.send({ type: 'video.timeUpdated', time, duration: Number.isFinite(duration) ? duration : 0 }),
      setSpeed: (speed: number) => video.send({ type: 'speed.set', speed }),
      stepSpeed: (direction: 1 | -1) => video.send({ type: 'speed.step', direction }),
      seekCue: (cue: number) => video.send({ type: 'cue.seek', cue }),
      toggleRepeat: (cue: number) => video.send({ type: 'repeat.toggle', cue }),
    }),
    [video],
  );
  return {
    speed: useSelector(video, selectSpeed),
    repeatCue: useSelector(video, selectRepeatCue),
    activeCue: useSelector(video, selectActiveCue),
    ...intents,
  };
}

/** What a word of the transcript is: the word, its phrase and which occurrence in it. */
export interface WordAt {
  word: string;
  phrase: number;
  occurrence: number;
}

/** Study Words' intents on the word lookup and the dictionary. */
export function wordIntents(lookup: WordLookupActor, vocabulary: VocabularyActor | null) {
  return {
    open: (word: WordAt, anchor: Anchor) => lookup.send({ type: 'word.open', ...word, anchor }),
    hover: (word: WordAt) => lookup.send({ type: 'word.hover', ...word }),
    leave: () => lookup.send({ type: 'word.leave' }),
    close: () => lookup.send({ type: 'popup.close' }),
    remove: (id: number) => vocabulary?.send({ type: 'vocabulary.delete', id }),
  };
}

/** Reads an English word aloud (en-US) when the browser can speak. */
export const speakWord = (text: string) => speakEnglish(text);
