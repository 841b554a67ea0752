/** admin/payments/export: the filtered payments list as a CSV file the browser saves (decision 087). */
import { useMutation } from '@tanstack/react-query';
import type { CallInput } from '@tt/contract';
import { api } from '../../../lib/api/client';
import { saveFile } from '../../../lib/save-file';

export async function exportPayments(filters: CallInput<'admin/payments/export'>): Promise<string> {
  const { filename, csv } = await api('admin/payments/export', filters);
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), filename);
  return filename;
}

export const useExportPayments = () =>
  useMutation({ mutationKey: ['admin/payments/export'], mutationFn: exportPayments });
