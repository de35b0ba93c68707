import { useMemo } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { inspect } from '../../eventlog/recorder.ts';
import { createStaffLogic } from '../../services/implementations-staff.ts';
import type { ImportForm, SaveReason } from './machine.ts';
import type { LessonChanges } from './types.ts';

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
