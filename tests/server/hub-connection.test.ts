import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { HubConnection } from '../../server/hub/connection.js';
import { Connections } from '../../server/hub/connections.js';
import { invocation, RECORD_SEPARATOR } from '../../server/hub/protocol.js';

/** The part of a ws socket a connection uses; `bufferedAmount` is what the client has not taken yet. */
class FakeSocket extends EventEmitter {
  readyState: number = WebSocket.OPEN;
  bufferedAmount = 0;
  sent: string[] = [];
  terminated = false;
  send(data: Buffer) {
    this.sent.push(data.toString());
    this.bufferedAmount += data.length;
  }
  close() {}
  terminate() {
    this.terminated = true;
    this.readyState = WebSocket.CLOSED;
  }
}

function connection(connections: Connections, playerId: number, maxBufferedBytes = 1_024) {
  const socket = new FakeSocket();
  const peer = { playerId, sessionId: playerId, locale: 'tr' as const, ip: '10.0.0.1' };
  const hub = new HubConnection(socket as unknown as WebSocket, peer, { maxBufferedBytes, onGone: (gone) => connections.remove(gone) });
  connections.add(hub);
  socket.emit('message', Buffer.from(`{"protocol":"json","version":1}${RECORD_SEPARATOR}`), false);
  return { socket, hub };
}

describe('a client that does not read', () => {
  it('is cut once its backlog passes the bound; the send never waits, and the other tabs get every push', () => {
    const connections = new Connections({ perPlayer: 10, perIp: 10 });
    const reader = connection(connections, 1);
    const slow = connection(connections, 1);
    const push = invocation('NotifyMessage', [{ cmd: 'Notification', message: { note: 'x'.repeat(200) } }]);
    for (let i = 0; i < 20; i++) {
      for (const tab of connections.of(1)!) tab.push(push);
      reader.socket.bufferedAmount = 0; // this one reads as fast as it is sent to
    }
    expect(reader.socket.terminated).toBe(false);
    expect(reader.socket.sent).toHaveLength(21); // the handshake answer and 20 pushes
    expect(slow.socket.terminated).toBe(true);
    // It took what fitted under the bound, and nothing after it was cut.
    expect(slow.socket.sent.length).toBeLessThan(8);
  });
});
