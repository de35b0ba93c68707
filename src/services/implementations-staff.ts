import { inboxMachine, reportMachine } from '../machines/staff-reports/machine.ts';
import { staffReportsEffects } from '../machines/staff-reports/effects.ts';
import { lessonMachine, lessonsMachine } from '../machines/staff-lessons/machine.ts';
import { staffLessonsEffects } from '../machines/staff-lessons/effects.ts';
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
  };
}

export function createReportProblemLogic() {
  return reportProblemMachine.provide({ actors: reportProblemEffects(createReportService()) });
}
