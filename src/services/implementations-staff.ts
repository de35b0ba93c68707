import { inboxMachine, reportMachine } from '../machines/staff-reports/machine.ts';
import { staffReportsEffects } from '../machines/staff-reports/effects.ts';
import { lessonMachine, lessonsMachine } from '../machines/staff-lessons/machine.ts';
import { staffLessonsEffects } from '../machines/staff-lessons/effects.ts';
import { sceneEditorMachine } from '../machines/staff-lessons/scene-machine.ts';
import { wordLookupMachine } from '../machines/word-lookup/machine.ts';
import { fromPromise } from 'xstate';
import { translationService } from './translation.ts';
import { reportProblemMachine } from '../machines/report-problem/machine.ts';
import { reportProblemEffects } from '../machines/report-problem/effects.ts';
import { staffLessons, staffService } from './staff.ts';
import { createReportService } from './reports.ts';

/**
 * The staff console's machines with their real effects (src/services/staff.ts, reports.ts), split
 * off like implementations-catalogue.ts so only the staff pages (and the report dialog) load them.
 */
export function createStaffLogic(deps: { openLesson: (id: number) => void }) {
  const reports = staffReportsEffects(staffService);
  const lessons = staffLessonsEffects(staffLessons);
  return {
    inbox: inboxMachine.provide({ actors: reports }),
    report: reportMachine.provide({ actors: reports }),
    lessons: lessonsMachine.provide({
      actors: lessons,
      actions: { openLesson: (_, { id }) => deps.openLesson(id) },
    }),
    lesson: lessonMachine.provide({ actors: lessons }),
    scene: sceneEditorMachine.provide({ actors: lessons }),
    /** The learner's word lookup, on the staff preview's transcript (drafts translate for staff). */
    wordLookup: wordLookupMachine.provide({
      actors: { translate: fromPromise(({ input }) => translationService.translate(input)) },
    }),
  };
}

export function createReportProblemLogic() {
  return reportProblemMachine.provide({ actors: reportProblemEffects(createReportService()) });
}
