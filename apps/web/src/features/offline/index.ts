export { outboxRuntime } from './outbox-runtime';
export type { OutboxEntry, OutboxRoute } from './outbox';
export { useOutbox, useOutboxReplay } from './use-outbox';
