/** Placeholder page: its content comes with its issue. */
export function Page() {
  return <main>language</main>;
}
