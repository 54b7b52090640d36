import type { ProviderEnv } from '../env.js';
import type { LaunchRequest, LaunchResult } from '../types.js';
import type { WalletMapping } from './mapping.js';
import { contractApiBase, outgoing } from './transport.js';

/** Our call to the provider's launch API (signed as its wallet calls are); the answer's frame URL, or why not. */
export async function launchVia(mapping: WalletMapping, env: ProviderEnv, secret: string, request: LaunchRequest): Promise<LaunchResult> {
  const { path, root } = mapping.launch;
  const { body, headers } = outgoing(mapping, secret, env.now(), mapping.launch.request(request), root);
  const url = `${contractApiBase(env, mapping)}${path}`;
  try {
    const response = await env.http({ method: 'POST', url, headers, body, timeoutMs: 10_000 });
    const fields = mapping.codec.decode(response.body);
    const frame = fields ? mapping.launch.url(fields) : null;
    if (response.status === 200 && frame) return { ok: true, data: frame };
    return { ok: false, detail: `${mapping.key} launch answered ${response.status}: ${response.body.slice(0, 300)}` };
  } catch (err) {
    return { ok: false, detail: `${mapping.key} launch unreachable: ${err instanceof Error ? err.message : String(err)}` };
  }
}
