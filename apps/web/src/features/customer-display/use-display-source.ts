import { displayStateSchema, type DisplayFollowAck, type DisplayState } from '@comandero/contracts';
import { useCallback, useEffect, useState } from 'react';
import { connectSocket, socket, useSocketConnect, useSocketEvent } from '../../lib/socket';
import { terminalId } from '../../lib/terminal-id';
import { lastStateKey, openChannel } from './display-channel';

/**
 * The POS's last state, for a display opened after it. Here, not in display-channel.ts: the POS's
 * start imports that module, and this check would bring zod into its first chunk (issue 22).
 */
export function readLastState(terminal = terminalId()): DisplayState | null {
  try {
    const raw = window.localStorage.getItem(lastStateKey(terminal));
    if (!raw) return null;
    const parsed = displayStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Same computer: the POS's BroadcastChannel, starting from the last state it kept. */
export function useLocalDisplay(): DisplayState | null {
  const [state, setState] = useState<DisplayState | null>(() => readLastState());
  useEffect(() => {
    const channel = openChannel();
    if (!channel) return;
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const parsed = displayStateSchema.safeParse(event.data);
      if (parsed.success) setState(parsed.data);
    };
    return () => channel.close();
  }, []);
  return state;
}

export type FollowStatus = 'checking' | 'following' | 'unpaired' | 'forbidden';

/**
 * Another device: the socket room of the terminal this session was paired with. The server picks the
 * terminal from the pairing; the display only asks to follow (again after each reconnection).
 */
export function useRemoteDisplay() {
  const [state, setState] = useState<DisplayState | null>(null);
  const [status, setStatus] = useState<FollowStatus>('checking');
  const follow = useCallback(() => {
    socket.emit('customer_display_follow', (ack: DisplayFollowAck) => {
      if ('terminalId' in ack) setStatus('following');
      else setStatus(ack.error === 'forbidden' ? 'forbidden' : 'unpaired');
    });
  }, []);
  useSocketConnect(follow);
  useEffect(() => {
    if (socket.connected) follow();
    else connectSocket();
  }, [follow]);
  useSocketEvent('customer_display_state', (next) => setState(next));
  return { state, status, follow };
}
