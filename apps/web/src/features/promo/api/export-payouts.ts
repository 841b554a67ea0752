/** team/payouts/export: a month's statements as a CSV file the browser saves. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export async function exportPayouts(month: string): Promise<string> {
  const { filename, csv } = await api('team/payouts/export', { month });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return filename;
}

export const useExportPayouts = () => useMutation({ mutationKey: ['team/payouts/export'], mutationFn: exportPayouts });
