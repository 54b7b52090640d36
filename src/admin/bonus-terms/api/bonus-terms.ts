import { adminBonus, adminBonusList, type AdminBonus, type AdminBonusList } from '../../../../contracts/admin-bonuses';
import type { BonusTermsSave } from '../../../../machines/admin-bonus-terms.machine';
import { adminApi } from '../../api/services';

/** GET admin/bonuses: the bonuses with their terms, and the games terms may name. */
export async function loadBonuses(signal?: AbortSignal): Promise<AdminBonusList> {
  const answer = await adminApi().get<unknown>('bonuses', { signal });
  return adminBonusList.parse(answer.data);
}

/** POST admin/bonuses/:id: what the server kept, and its confirmation. */
export async function saveBonusTerms({ id, edit }: BonusTermsSave, signal?: AbortSignal): Promise<{ bonus: AdminBonus; message: string }> {
  const answer = await adminApi().post<unknown>(`bonuses/${id}`, edit, { signal });
  return { bonus: adminBonus.parse(answer.data), message: answer.message };
}
