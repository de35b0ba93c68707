/**
 * The en texts of the lesson's modes and the QA panel (LATER_NAMESPACES in index.ts): a chunk of
 * their own, fetched with index.en.ts but not needed before a first page renders (issue 18).
 */
const files = import.meta.glob<Record<string, unknown>>(
  ['./en/words.json', './en/quiz.json', './en/dialogue.json', './en/qa.json'],
  { eager: true, import: 'default' },
);

export default Object.fromEntries(
  Object.entries(files).map(([file, texts]) => [/(\w+)\.json$/.exec(file)![1]!, texts]),
) as Record<string, Record<string, unknown>>;
