/** A map of event names to their payloads; the bus is typed by it. */
export type EventMap = { [name: string]: object };

/** What it answers is ignored, except a promise: its rejection is reported like a throw. */
export type EventHandler<P> = (payload: P) => unknown;

export type EventPublisher<E extends EventMap> = {
  /** Delivers the event to every subscriber before it returns; a failing subscriber is only reported. */
  publish<K extends keyof E & string>(name: K, payload: E[K]): void;
};

export type EventSubscriber<E extends EventMap> = {
  /** Answers the function that ends this subscription. */
  subscribe<K extends keyof E & string>(name: K, handler: EventHandler<E[K]>): () => void;
};

export type EventBus<E extends EventMap> = EventPublisher<E> & EventSubscriber<E>;

/** Where a subscriber's failure goes (the app's log): never back to the write that published. */
export type SubscriberFailure = (err: unknown, name: string) => void;

/**
 * In process and synchronous: a subscriber runs before publish returns, in the order of
 * subscription, so the sockets hear of a write before its HTTP answer leaves. Work that takes time
 * (a printer) belongs in an async handler; its rejection is reported like a throw.
 */
export function createEventBus<E extends EventMap>(onFailure: SubscriberFailure): EventBus<E> {
  const handlers = new Map<string, EventHandler<never>[]>();
  const report = (name: string) => (err: unknown) => {
    try {
      onFailure(err, name);
    } catch {
      // A broken reporter must not turn a subscriber's failure into the publisher's.
    }
  };
  return {
    publish(name, payload) {
      for (const handler of handlers.get(name) ?? []) {
        try {
          const done = (handler as EventHandler<typeof payload>)(payload);
          if (done instanceof Promise) done.catch(report(name));
        } catch (err) {
          report(name)(err);
        }
      }
    },
    subscribe(name, handler) {
      // A copy per change: a subscription made or ended during a delivery does not disturb its loop.
      handlers.set(name, [...(handlers.get(name) ?? []), handler as EventHandler<never>]);
      return () => {
        handlers.set(
          name,
          (handlers.get(name) ?? []).filter((h) => h !== handler),
        );
      };
    },
  };
}
