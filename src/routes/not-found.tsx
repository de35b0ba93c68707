import { NotFound } from '../ui/NotFound.tsx';

export function Page() {
  return <NotFound />;
}
