/**
 * userdata/pin/*: the parental pin (decision 030). Shared by the profile (set, change, remove) and
 * every screen the pin guards (payments, plan changes, settings, sign-out), so it lives here.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from './client';

export const PIN_QUERY_KEY = ['pin-status'] as const;

export const getPinStatus = () => api('userdata/pin/status', {});
export const checkPin = (pin: string) => api('userdata/pin/check', { pin });
export const setPin = (pin: string, current?: string) =>
  api('userdata/pin/set', { pin, ...(current ? { current } : {}) });
export const removePin = (pin: string) => api('userdata/pin/remove', { pin });

export const usePinStatus = (enabled = true) =>
  useQuery({ queryKey: PIN_QUERY_KEY, queryFn: getPinStatus, enabled, select: (s) => s.set });
