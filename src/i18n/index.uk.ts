/**
 * The uk interface texts a first page needs (every namespace but those of more.uk.ts and the
 * server's mails): one chunk, loaded only when uk is in use (index.ts).
 */
const files = import.meta.glob<Record<string, unknown>>(
  [
    './uk/*.json',
    '!./uk/mail.json',
    '!./uk/words.json',
    '!./uk/quiz.json',
    '!./uk/dialogue.json',
    '!./uk/qa.json',
  ],
  { eager: true, import: 'default' },
);

export default Object.fromEntries(
  Object.entries(files).map(([file, texts]) => [/(\w+)\.json$/.exec(file)![1]!, texts]),
) as Record<string, Record<string, unknown>>;
