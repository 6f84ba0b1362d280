import { MEMBERSHIP_API, MEMBERSHIP_CONSENT_VERSION } from '@comandero/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from './api-call';
import { withToast } from './toast';

/** Membership lists and lookups share this prefix: a join or a payment refreshes them all. */
export const MEMBERSHIP_QUERY_KEY = ['membership'] as const;

/** The attached customer's points and tier, and the programme (null phone: nothing to ask). */
export function useMemberLookup(phone: string | null) {
  return useQuery({
    queryKey: [...MEMBERSHIP_QUERY_KEY, 'member', phone],
    queryFn: () => apiCall(MEMBERSHIP_API.member, { params: { phone: phone! } }),
    enabled: phone !== null,
  });
}

/** Joins with the customer's consent to the current Ley 1581 text (its version travels with it). */
export function useJoinMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withToast((phone: string) =>
      apiCall(MEMBERSHIP_API.join, { body: { phone, consent: true, consentVersion: MEMBERSHIP_CONSENT_VERSION } }),
    ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBERSHIP_QUERY_KEY }),
  });
}
