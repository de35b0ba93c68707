/**
 * The en interface texts a first page needs (every namespace but those of more.en.ts and the
 * server's mails): one chunk, loaded only when en is in use (index.ts).
 */
const files = import.meta.glob<Record<string, unknown>>(
  [
    './en/*.json',
    '!./en/mail.json',
    '!./en/words.json',
    '!./en/quiz.json',
    '!./en/dialogue.json',
    '!./en/qa.json',
  ],
  { eager: true, import: 'default' },
);

export default Object.fromEntries(
  Object.entries(files).map(([file, texts]) => [/(\w+)\.json$/.exec(file)![1]!, texts]),
) as Record<string, Record<string, unknown>>;
