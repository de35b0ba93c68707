/** Every namespace of the en interface texts but the server's mails: one chunk, loaded only when en is in use (index.ts). */
const files = import.meta.glob<Record<string, unknown>>(['./en/*.json', '!./en/mail.json'], {
  eager: true,
  import: 'default',
});

export default Object.fromEntries(
  Object.entries(files).map(([file, texts]) => [/(\w+)\.json$/.exec(file)![1]!, texts]),
) as Record<string, Record<string, unknown>>;
