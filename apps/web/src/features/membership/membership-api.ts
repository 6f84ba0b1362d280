import { MEMBERSHIP_API, type MembershipSettingsBody, type TierBody } from '@comandero/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-call';
import { MEMBERSHIP_QUERY_KEY } from '../../lib/membership';
import { withToast } from '../../lib/toast';

const K = MEMBERSHIP_QUERY_KEY;

export const useMembers = (search: string) =>
  useQuery({
    queryKey: [...K, 'members', search],
    queryFn: () => apiCall(MEMBERSHIP_API.members, { query: { search: search || undefined } }),
    placeholderData: keepPreviousData,
  });

export const useMovements = (phone: string | null) =>
  useQuery({
    queryKey: [...K, 'movements', phone],
    queryFn: () => apiCall(MEMBERSHIP_API.movements, { params: { phone: phone! } }),
    enabled: phone !== null,
  });

export const useProgramme = () =>
  useQuery({ queryKey: [...K, 'settings'], queryFn: () => apiCall(MEMBERSHIP_API.settings) });

export const useTiers = () =>
  useQuery({ queryKey: [...K, 'tiers'], queryFn: () => apiCall(MEMBERSHIP_API.tiers.list) });

export const useMembershipReport = (query: Record<string, string>, enabled: boolean) =>
  useQuery({
    queryKey: [...K, 'report', query],
    queryFn: () => apiCall(MEMBERSHIP_API.report, { query: query as never }),
    enabled,
    placeholderData: keepPreviousData,
  });

/** Every write refreshes the whole membership cache (lists, lookups, the POS's member too). */
function useMembershipMutation<A, R extends { message?: unknown }>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withToast(fn),
    onSettled: () => queryClient.invalidateQueries({ queryKey: K }),
  });
}

export const useSaveProgramme = () =>
  useMembershipMutation((body: MembershipSettingsBody) => apiCall(MEMBERSHIP_API.saveSettings, { body }));

export const useSaveTier = () =>
  useMembershipMutation(({ id, body }: { id: number | null; body: TierBody }) =>
    id === null
      ? apiCall(MEMBERSHIP_API.tiers.add, { body })
      : apiCall(MEMBERSHIP_API.tiers.update, { params: { id }, body }),
  );

export const useDeleteTier = () =>
  useMembershipMutation((id: number) => apiCall(MEMBERSHIP_API.tiers.remove, { params: { id } }));

export const useAdjustPoints = () =>
  useMembershipMutation(({ phone, points, reason }: { phone: string; points: number; reason: string }) =>
    apiCall(MEMBERSHIP_API.adjust, { params: { phone }, body: { points, reason } }),
  );

export const useEraseMember = () =>
  useMembershipMutation((phone: string) =>
    apiCall(MEMBERSHIP_API.erase, { params: { phone }, body: { confirm: true } }),
  );

export const useReverseInvoicePoints = () =>
  useMembershipMutation(({ invoiceId, reason }: { invoiceId: number; reason: string }) =>
    apiCall(MEMBERSHIP_API.reverse, { params: { id: invoiceId }, body: { reason } }),
  );
