/** team/audit/list: the staff's audit log (issue 25 point 9), for the partner modal, the task dialog and the payment viewer. */
import { useQuery } from '@tanstack/react-query';
import { api } from './client';

export const auditKey = (subject: string) => ['audit', subject] as const;

export const useAuditLog = (subject: string) =>
  useQuery({ queryKey: auditKey(subject), queryFn: () => api('team/audit/list', { subject }), refetchInterval: 5000 });
