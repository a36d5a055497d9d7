import { lazy, Suspense, type ComponentProps } from 'react';

/** The problem pages are rare: they are downloaded only when an address or a load goes wrong. */
const AddressProblemLazy = lazy(() => import('./ListProblem').then((module) => ({ default: module.AddressProblem })));
const LoadProblemLazy = lazy(() => import('./ListProblem').then((module) => ({ default: module.LoadProblem })));

export function AddressProblem(props: ComponentProps<typeof AddressProblemLazy>) {
  return (
    <Suspense fallback={null}>
      <AddressProblemLazy {...props} />
    </Suspense>
  );
}

export function LoadProblem(props: ComponentProps<typeof LoadProblemLazy>) {
  return (
    <Suspense fallback={null}>
      <LoadProblemLazy {...props} />
    </Suspense>
  );
}
