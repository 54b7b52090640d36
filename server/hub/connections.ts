import type { HubConnection } from './connection.js';

export interface ConnectionLimits {
  perPlayer: number;
  perIp: number;
}

/**
 * This process's open connections: all of them, by player (a player is a group of their own: every tab and device)
 * and counted by address, for the limits. Limits hold per process: they bound what one process keeps in memory.
 */
export class Connections {
  readonly all = new Set<HubConnection>();
  private readonly players = new Map<number, Set<HubConnection>>();
  private readonly addresses = new Map<string, number>();

  constructor(private readonly limits: ConnectionLimits) {}

  /** Whether one more connection of this player from this address would be one too many. */
  full(playerId: number, ip: string): boolean {
    return (this.players.get(playerId)?.size ?? 0) >= this.limits.perPlayer || (this.addresses.get(ip) ?? 0) >= this.limits.perIp;
  }

  /** True when it is the player's first here. */
  add(connection: HubConnection): boolean {
    const { playerId, ip } = connection.peer;
    this.all.add(connection);
    this.addresses.set(ip, (this.addresses.get(ip) ?? 0) + 1);
    const group = this.players.get(playerId);
    if (group) {
      group.add(connection);
      return false;
    }
    this.players.set(playerId, new Set([connection]));
    return true;
  }

  /** True when it was the player's last here. */
  remove(connection: HubConnection): boolean {
    if (!this.all.delete(connection)) return false;
    const { playerId, ip } = connection.peer;
    const left = (this.addresses.get(ip) ?? 1) - 1;
    if (left > 0) this.addresses.set(ip, left);
    else this.addresses.delete(ip);
    const group = this.players.get(playerId);
    group?.delete(connection);
    if (group?.size) return false;
    this.players.delete(playerId);
    return true;
  }

  of(playerId: number): ReadonlySet<HubConnection> | undefined {
    return this.players.get(playerId);
  }
}
