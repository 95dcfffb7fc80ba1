import { type AnyActorRef, type EventObject, fromCallback, fromPromise } from 'xstate';

/** Received by a listener stand-in to fail the way a real listener does: by throwing. */
const failListener = 'test.listener.fail';

interface Deferred {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Stand-ins for a machine's injected actors that the test settles by hand, keyed by invoke id:
 * a call stays pending until the test resolves or rejects it, and a listener delivers the events
 * the test emits through it, as the server would.
 */
export class ControlledActors {
  /** Every start of a stand-in, in order, with the input the machine gave it. */
  readonly calls: Array<{ id: string; input: unknown }> = [];
  private readonly pending = new Map<string, Deferred>();
  private readonly listeners = new Map<
    string,
    { self: AnyActorRef; sendBack: (event: EventObject) => void }
  >();

  /** Typed like the declared actor it replaces; the test chooses what it answers. */
  promise<TOutput, TInput>() {
    return fromPromise<TOutput, TInput>(({ input, self }) => {
      this.calls.push({ id: self.id, input });
      return new Promise<TOutput>((resolve, reject) =>
        this.pending.set(self.id, { resolve: (output) => resolve(output as TOutput), reject }),
      );
    });
  }

  callback<TEvent extends EventObject, TInput>() {
    return fromCallback<TEvent, TInput>(({ input, self, sendBack, receive }) => {
      this.calls.push({ id: self.id, input });
      this.listeners.set(self.id, { self, sendBack: sendBack as (event: EventObject) => void });
      receive((event) => {
        if (event.type === failListener) throw (event as unknown as { error: unknown }).error;
      });
      return () => {
        this.listeners.delete(self.id);
      };
    });
  }

  isPending(id: string): boolean {
    return this.pending.has(id);
  }

  resolve(id: string, output: unknown): void {
    this.take(id).resolve(output);
  }

  /** Fails a pending call, or a running listener (which then throws, as a broken one would). */
  reject(id: string, error: unknown): void {
    const listener = this.listeners.get(id);
    if (!this.pending.has(id) && listener) {
      listener.self.send({ type: failListener, error });
      return;
    }
    this.take(id).reject(error);
  }

  emit(id: string, event: EventObject): void {
    const listener = this.listeners.get(id);
    if (!listener) throw new Error(`No listener '${id}' is running`);
    listener.sendBack(event);
  }

  private take(id: string): Deferred {
    const deferred = this.pending.get(id);
    if (!deferred) throw new Error(`No call to '${id}' is pending`);
    this.pending.delete(id);
    return deferred;
  }
}

/** Lets promise callbacks and the events they send run before the test looks again. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
