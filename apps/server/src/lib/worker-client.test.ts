import { describe, expect, it } from 'vitest';
import { workerClient } from './worker-client.js';

const ECHO = new URL('../../test/threads/echo-or-die.ts', import.meta.url);

function echoClient() {
  const exits: number[] = [];
  const client = workerClient<string>({
    module: () => ECHO,
    data: null,
    onMessage(reply: { id: number; value: string }, settle) {
      settle(reply.id)?.resolve(reply.value);
    },
    onExit(owed) {
      exits.push(owed.length);
      for (const o of owed) o.reject(new Error('El hilo se detuvo.'));
    },
  });
  return { client, exits };
}

describe('workerClient', () => {
  it('answers each request with its own reply, on one thread started on first use', async () => {
    const { client } = echoClient();
    expect(client.running()).toBe(false);
    const answers = await Promise.all(['a', 'b', 'c'].map((value) => client.ask((id) => ({ id, value }))));
    expect(answers).toEqual(['eco a', 'eco b', 'eco c']);
    expect(client.running()).toBe(true);
    await client.stop();
    expect(client.running()).toBe(false);
  });

  it('a thread that dies settles what it owed, and the next request starts another', async () => {
    const { client, exits } = echoClient();
    expect(await client.ask((id) => ({ id, value: 'antes' }))).toBe('eco antes');
    const dying = client.ask((id) => ({ id, die: true }));
    await expect(dying).rejects.toThrow('El hilo se detuvo.');
    expect(exits).toEqual([1]);
    expect(client.running()).toBe(false);
    expect(await client.ask((id) => ({ id, value: 'después' }))).toBe('eco después');
    await client.stop();
  });
});
