import { fromPromise } from 'xstate';

/**
 * The placeholder behind an actor *name* declared in `setup()`: the machine stays pure and the
 * real call is injected with `.provide({ actors })` where the machine is used. Forgetting to provide
 * it fails loudly through the machine's own error path instead of pretending to succeed.
 */
export function notProvided<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The actor '${name}' must be provided with machine.provide({ actors })`)),
  );
}
