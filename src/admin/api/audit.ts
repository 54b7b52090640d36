import { auditPage, type AuditPage } from '../../../contracts/admin-calls';
import type { AuditRequest } from '../../../machines/admin-audit.machine';
import { adminApi } from './services';

/** GET admin/audit: a page of the audit log, newest first. */
export async function loadAudit(request: AuditRequest, signal?: AbortSignal): Promise<AuditPage> {
  const answer = await adminApi().get<unknown>('audit', { searchParams: { ...request }, signal });
  return auditPage.parse(answer.data);
}
