export * from './auth.ts';
export * from './catalogue.ts';
export * from './learner.ts';
export * from './quiz.ts';
export * from './qa.ts';
