import { vi } from 'vitest';
// Mantine needs matchMedia and ResizeObserver, which happy-dom lacks or stubs partially.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  class ResizeObserverShim {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver ??= ResizeObserverShim;
}

// `npm run machine-coverage` (tools/machine-coverage.ts) runs the machine tests with
// MACHINE_COVERAGE_DIR set: every path xstate/graph generates is then recorded there.
vi.mock('xstate/graph', async (importOriginal) => {
  const graph = await importOriginal<typeof import('xstate/graph')>();
  const dir = process.env.MACHINE_COVERAGE_DIR;
  if (!dir) return graph;
  const { recordingGraph } = await import('../machines/coverage-hook.ts');
  return recordingGraph(graph, dir);
});
