/** team/payouts/export: a month's statements as a CSV file the browser saves. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { saveFile } from '../../../lib/save-file';

export async function exportPayouts(month: string): Promise<string> {
  const { filename, csv } = await api('team/payouts/export', { month });
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), filename);
  return filename;
}

export const useExportPayouts = () => useMutation({ mutationKey: ['team/payouts/export'], mutationFn: exportPayouts });
