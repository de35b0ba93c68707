/** Every namespace of the uk interface texts but the server's mails: one chunk, loaded only when uk is in use (index.ts). */
const files = import.meta.glob<Record<string, unknown>>(['./uk/*.json', '!./uk/mail.json'], {
  eager: true,
  import: 'default',
});

export default Object.fromEntries(
  Object.entries(files).map(([file, texts]) => [/(\w+)\.json$/.exec(file)![1]!, texts]),
) as Record<string, Record<string, unknown>>;
