/**
 * The pl interface texts a first page needs (every namespace but those of more.pl.ts and the
 * server's mails): one chunk, loaded only when pl is in use (index.ts).
 */
const files = import.meta.glob<Record<string, unknown>>(
  [
    './pl/*.json',
    '!./pl/mail.json',
    '!./pl/words.json',
    '!./pl/quiz.json',
    '!./pl/dialogue.json',
    '!./pl/qa.json',
  ],
  { eager: true, import: 'default' },
);

export default Object.fromEntries(
  Object.entries(files).map(([file, texts]) => [/(\w+)\.json$/.exec(file)![1]!, texts]),
) as Record<string, Record<string, unknown>>;
