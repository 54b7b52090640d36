import { createHash } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { MEDIA_UPLOAD_MAX_BYTES, type MediaUpload, type MediaUploadType } from '../../../contracts/admin-content.js';
import type { Database } from '../../db/schema.js';
import { transact } from '../../db/transact.js';
import { writeAudit, type Actor } from '../operators/audit.js';
import { done, refused, type Outcome, type Refused } from '../outcome.js';

const EXTENSIONS: Record<MediaUploadType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
export const UPLOAD_NAME = /^[0-9a-f]{64}\.(?:png|jpg|webp)$/;

const tooLarge = () => refused('upload_too_large', { params: { max: MEDIA_UPLOAD_MAX_BYTES / (1024 * 1024) } });

/** The refusal of an upload the framework stopped while reading it (too long, or nothing to read). */
export function uploadBodyRefusal(code: string | undefined): Refused | null {
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return tooLarge();
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return refused('upload_not_image');
  return null;
}

export const uploadsDir = (dataDir: string) => resolve(dataDir, 'media', 'uploads');

export function contentTypeOfName(name: string): MediaUploadType | null {
  if (!UPLOAD_NAME.test(name)) return null;
  const ext = name.slice(name.lastIndexOf('.') + 1);
  return (Object.keys(EXTENSIONS) as MediaUploadType[]).find((type) => EXTENSIONS[type] === ext) ?? null;
}

const startsWith = (bytes: Buffer, signature: number[], at = 0) => bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** What the bytes are, by their signature: a name or a declared type is only what the sender says. */
export function sniffImage(bytes: Buffer): MediaUploadType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF <size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/**
 * Keeps an operator's image under DATA_DIR/media/uploads, named by the hash of its bytes (the same image twice is
 * one file), and records who sent it. Anything but a PNG, JPEG or WebP of at most 2 MiB is refused and nothing is
 * written.
 */
export async function storeUpload(db: Kysely<Database>, dataDir: string, body: unknown, actor: Actor, now: Date): Promise<Outcome<MediaUpload>> {
  if (!Buffer.isBuffer(body) || body.length === 0) return refused('upload_not_image');
  if (body.length > MEDIA_UPLOAD_MAX_BYTES) return tooLarge();
  const contentType = sniffImage(body);
  if (!contentType) return refused('upload_not_image');
  const name = `${createHash('sha256').update(body).digest('hex')}.${EXTENSIONS[contentType]}`;
  const dir = uploadsDir(dataDir);
  const path = join(dir, name);
  const exists = await stat(path).then(
    (s) => s.size === body.length,
    () => false,
  );
  if (!exists) {
    await mkdir(dir, { recursive: true });
    // Written aside and renamed: a reader never sees half a file under the final name.
    const partial = `${path}.${process.pid}.${Date.now()}.part`;
    await writeFile(partial, body, { mode: 0o644 });
    await rename(partial, path);
  }
  const upload: MediaUpload = { name, url: `/media/uploads/${name}`, contentType, size: body.length };
  await transact(db, async (trx) => {
    await trx
      .insertInto('media_uploads')
      .values({ name, content_type: contentType, size: body.length, operator_id: actor.kind === 'operator' ? actor.operatorId : null, created_at: now.toISOString() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    await writeAudit(trx, actor, { action: 'media.upload', target: `media:${name}`, after: upload }, now);
  });
  return done(upload);
}
