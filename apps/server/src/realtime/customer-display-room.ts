import {
  displayPublishSchema,
  type ClientToServerEvents,
  type DisplayState,
  type ServerToClientEvents,
} from '@comandero/contracts';
import type { Socket } from 'socket.io';

type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

/** The socket room of one terminal's paired customer displays. */
export const displayRoom = (terminalId: string) => `customer-display:${terminalId}`;

/** Terminals whose last state is kept for a display that joins late; the oldest go first. */
const STATES_KEPT = 500;

/**
 * Issue 21: a POS socket publishes what its customer display shows; the server relays it to the
 * displays paired with that terminal alone. The traffic goes one way: a display only listens, and
 * nothing it emits reaches a POS. Who may publish and follow is decided at the handshake (scopes);
 * which terminal a display follows comes from its pairing in the database, never from the display.
 * The last state per terminal is kept in this instance's memory so a display that (re)joins shows
 * the sale at once; with several instances a display may wait for the POS's next change instead.
 */
export function customerDisplayRelay(followedTerminal: (sessionId: string) => Promise<string | null>) {
  const lastState = new Map<string, DisplayState>();
  const keep = (terminalId: string, state: DisplayState) => {
    lastState.delete(terminalId);
    lastState.set(terminalId, state);
    if (lastState.size > STATES_KEPT) lastState.delete(lastState.keys().next().value as string);
  };

  return function wire(socket: AppSocket, rights: { publish: boolean; follow: boolean }) {
    socket.on('customer_display_publish', (payload) => {
      if (!rights.publish) return;
      const parsed = displayPublishSchema.safeParse(payload);
      if (!parsed.success) return;
      const { terminalId, state } = parsed.data;
      keep(terminalId, state);
      socket.to(displayRoom(terminalId)).emit('customer_display_state', state);
    });

    let followed: string | null = null;
    socket.on('customer_display_follow', (ack) => {
      if (typeof ack !== 'function') return;
      if (!rights.follow) {
        ack({ error: 'forbidden' });
        return;
      }
      followedTerminal(socket.data.sessionId as string)
        .then(async (terminalId) => {
          if (followed && followed !== terminalId) await socket.leave(displayRoom(followed));
          followed = terminalId;
          if (!terminalId) {
            ack({ error: 'not_paired' });
            return;
          }
          await socket.join(displayRoom(terminalId));
          const state = lastState.get(terminalId);
          if (state) socket.emit('customer_display_state', state);
          ack({ terminalId });
        })
        .catch(() => ack({ error: 'not_paired' }));
    });
  };
}
