import { createHash, randomUUID } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Hub88 names transactions with UUIDs. The game server's ids become one, the same every time (name-based, like a
 * UUID v5), so a retried transaction carries the same transaction_uuid and the operator applies it once.
 */
export function uuidOf(id: string): string {
  if (UUID.test(id)) return id.toLowerCase();
  const hex = createHash('sha256').update(`hub88:${id}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const newRequestUuid = (): string => randomUUID();
