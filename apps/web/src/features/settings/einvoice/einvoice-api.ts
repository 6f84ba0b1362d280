import { EINVOICE_API } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';

export const EINVOICE_SETTING_KEY = ['settings', 'einvoice-setting'] as const;
export const EINVOICE_RANGES_KEY = ['settings', 'einvoice-ranges'] as const;

export const useEinvoiceSetting = () =>
  useQuery({ queryKey: EINVOICE_SETTING_KEY, queryFn: () => apiCall(EINVOICE_API.getSetting) });

export const useEinvoiceRanges = () =>
  useQuery({ queryKey: EINVOICE_RANGES_KEY, queryFn: () => apiCall(EINVOICE_API.listRanges) });
