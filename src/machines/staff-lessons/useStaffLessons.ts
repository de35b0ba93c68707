import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { inspect } from '../../eventlog/recorder.ts';
import { createStaffLogic } from '../../services/implementations-staff.ts';
import type { ImportForm, SaveReason } from './machine.ts';
import type { LessonChanges } from './types.ts';
import type { SceneForm } from './scene-form.ts';

/** The imported lessons and the import (/staff/lessons); a successful import opens the new draft. */
export function useStaffLessons() {
  const navigate = useNavigate();
  const logic = useMemo(
    () =>
      createStaffLogic({
        openLesson: (id) => void navigate({ to: '/staff/lessons/$id', params: { id: String(id) } }),
      }).lessons,
    [navigate],
  );
  const actor = useActorRef(logic, { inspect });
  return {
    lessons: useSelector(actor, (s) => s.context.lessons),
    categories: useSelector(actor, (s) => s.context.categories),
    problem: useSelector(actor, (s) => s.context.problem),
    busy: useSelector(actor, (s) => s.hasTag('busy')),
    submit: useMemo(() => (form: ImportForm) => actor.send({ type: 'import.submit', form }), [actor]),
  };
}

/** One lesson under review (/staff/lessons/$id): the lesson (null loading, 'missing'), saves. */
export function useStaffLesson(id: number) {
  const logic = useMemo(() => createStaffLogic({ openLesson: () => {} }).lesson, []);
  const actor = useActorRef(logic, { input: { id }, inspect });
  return {
    lesson: useSelector(actor, (s) => (s.matches('missing') ? ('missing' as const) : s.context.lesson)),
    version: useSelector(actor, (s) => s.context.version),
    message: useSelector(actor, (s) => s.context.message),
    busy: useSelector(actor, (s) => s.hasTag('busy')),
    save: useMemo(
      () => (changes: LessonChanges, reason: SaveReason) =>
        actor.send({ type: 'lesson.save', changes, reason }),
      [actor],
    ),
  };
}

/** The dialogue scene editor of a lesson page: the scene (null loading, 'failed'), saves, retry. */
export function useSceneEditor(id: number) {
  const logic = useMemo(() => createStaffLogic({ openLesson: () => {} }).scene, []);
  const actor = useActorRef(logic, { input: { id }, inspect });
  return {
    scene: useSelector(actor, (s) => (s.matches('failed') ? ('failed' as const) : s.context.scene)),
    version: useSelector(actor, (s) => s.context.version),
    message: useSelector(actor, (s) => s.context.message),
    busy: useSelector(actor, (s) => s.hasTag('busy')),
    save: useMemo(() => (form: SceneForm) => actor.send({ type: 'scene.save', form }), [actor]),
    retry: useMemo(() => () => actor.send({ type: 'scene.retry' }), [actor]),
  };
}

/**
 * The learner's word lookup (machines/word-lookup) on a staff lesson preview: the same machine and
 * popup learners get, so staff check a draft's translations before publishing.
 */
export function useStaffWordLookup(lessonId: number, language: string) {
  const logic = useMemo(() => createStaffLogic({ openLesson: () => {} }).wordLookup, []);
  return useActorRef(logic, { input: { lessonId, language }, inspect });
}
