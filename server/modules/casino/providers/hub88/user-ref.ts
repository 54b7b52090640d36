/**
 * How Hub88 names our players (`user`): an opaque id, never personal data (the docs ask for that), at least the
 * 4 characters `/user/info` requires.
 */
export const userRef = (playerId: number): string => `kasa-${playerId}`;

export function playerIdOf(user: string): number | null {
  const match = /^kasa-([1-9]\d{0,14})$/.exec(user);
  return match ? Number(match[1]) : null;
}
