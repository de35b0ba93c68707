/** Moved to src/machines/lesson/types.ts (the lesson-page actor); kept so older imports still resolve. */
export * from '../lesson/types.ts';
