import { createContext, use, type ReactNode } from 'react';
import type { Loaded, MachineImplementations } from '../services/implementations.ts';

/**
 * The machines' real effects, made once by App.tsx with createMachineImplementations(deps)
 * (src/services/implementations.ts) and read by the intent hooks (src/machines/<flow>/use<Flow>.ts).
 * Components never import services: they call an intent hook.
 */
const Implementations = createContext<MachineImplementations | null>(null);

export function MachineImplementationsProvider({
  implementations,
  children,
}: {
  implementations: MachineImplementations;
  children: ReactNode;
}) {
  return <Implementations value={implementations}>{children}</Implementations>;
}

export function useMachineImplementations(): MachineImplementations {
  const implementations = use(Implementations);
  if (!implementations) throw new Error('MachineImplementationsProvider is missing (App.tsx provides it)');
  return implementations;
}

type LazyKey = {
  [K in keyof MachineImplementations]: MachineImplementations[K] extends () => Loaded<unknown> ? K : never;
}[keyof MachineImplementations];

/**
 * A lazily loaded implementation (its own chunk). The route's loader has usually loaded it already
 * (src/router.tsx), so this returns at once; otherwise the nearest Suspense shows its fallback.
 */
export function useLazyImplementation<K extends LazyKey>(
  key: K,
): Awaited<ReturnType<MachineImplementations[K]>> {
  // React's use() returns a settled promise's value at once (it reads the status lazy() puts on it).
  return use(useMachineImplementations()[key]() as Promise<Awaited<ReturnType<MachineImplementations[K]>>>);
}
