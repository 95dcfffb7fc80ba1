/** A connection to the hub: a source (a page, a worker or the relay itself) or a viewer. */
export interface HubClient {
  send(data: string): void;
}

/** Inspection events kept for a viewer that opens later (the Stately inspector's bridge keeps 200). */
const keptEvents = 1000;

/**
 * The development hub of the machine inspector: sources send @statelyai/inspect's inspection
 * events (actor registered, event received, snapshot), every viewer (the /dev/machines page, or a
 * Stately inspector window it bridges to) gets each of them, and a viewer that joins late gets the
 * latest ones first. It holds nothing but what the sources said.
 */
export class InspectionHub {
  private readonly kept: string[] = [];
  private readonly viewers = new Set<HubClient>();

  /** Takes one message from a source; anything that is not an inspection event is dropped. */
  receive(data: string): boolean {
    const event = readInspectionEvent(data);
    if (!event) return false;
    this.publish(event);
    return true;
  }

  publish(event: object): void {
    const data = JSON.stringify(event);
    this.kept.push(data);
    if (this.kept.length > keptEvents) this.kept.shift();
    for (const viewer of this.viewers) viewer.send(data);
  }

  /** Adds a viewer, which gets the kept events at once; answers its removal. */
  watch(viewer: HubClient): () => void {
    for (const data of this.kept) viewer.send(data);
    this.viewers.add(viewer);
    return () => this.viewers.delete(viewer);
  }
}

const inspectionTypes = new Set(['@xstate.actor', '@xstate.event', '@xstate.snapshot']);

/** @statelyai/inspect's event shape: a known type and the actor's session id. */
function readInspectionEvent(data: string): object | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, sessionId } = value as { type?: unknown; sessionId?: unknown };
  if (typeof type !== 'string' || !inspectionTypes.has(type)) return null;
  if (typeof sessionId !== 'string' || sessionId.length === 0 || sessionId.length > 200) return null;
  return value;
}
