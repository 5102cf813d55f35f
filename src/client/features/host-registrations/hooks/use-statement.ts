import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StatementColumns } from '../../../../shared/schemas/payments.ts';
import { assignReceipt, fetchReceipts, importStatement, settleReceipt } from '../api/statement-api.ts';
import { hostKeys } from './use-host-registrations.ts';

export const receiptsKey = (eventId: string) => [...hostKeys.all, eventId, 'receipts'] as const;

/** After a payment moved: the registrations (and the event's seats, and the registrants' own states) are read again. */
function useRefresh(eventId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: hostKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['posts', 'one', eventId] });
    void queryClient.invalidateQueries({ queryKey: ['registrations'] });
  };
}

/** The statement's import, with the upload's progress. */
export function useStatementImport(eventId: string, onProgress: (fraction: number) => void) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: ({ csv, columns }: { csv: string; columns?: StatementColumns }) => importStatement(eventId, csv, columns, onProgress),
    onSuccess: refresh,
  });
}

/** The statement rows that wait for the host. */
export function useReceipts(eventId: string) {
  return useQuery({ queryKey: receiptsKey(eventId), queryFn: ({ signal }) => fetchReceipts(eventId, signal) });
}

/** One tap: a waiting row settled against a registration. */
export function useAssignReceipt(eventId: string) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: ({ receiptId, registrationId }: { receiptId: string; registrationId: string }) => assignReceipt(eventId, receiptId, registrationId),
    onSettled: refresh,
  });
}

/** A waiting row marked settled without confirming anything. */
export function useSettleReceipt(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (receiptId: string) => settleReceipt(eventId, receiptId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: receiptsKey(eventId) }),
  });
}
