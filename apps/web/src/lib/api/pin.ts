/**
 * userdata/pin/*: the parental pin (decision 030). Shared by the profile (set, change, remove) and
 * every screen the pin guards (payments, plan changes, settings, sign-out), so it lives here.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

export const PIN_QUERY_KEY = ['pin-status'] as const;

export const getPinStatus = () => api('userdata/pin/status', {});
export const checkPin = (pin: string) => api('userdata/pin/check', { pin });
export const setPin = (pin: string, current?: string) =>
  api('userdata/pin/set', { pin, ...(current ? { current } : {}) });
export const removePin = (pin: string) => api('userdata/pin/remove', { pin });

/** Whether a pin is set, as the gate asks it: a fresh answer is kept for 30 s. */
export const pinStatusQuery = queryOptions({ queryKey: PIN_QUERY_KEY, queryFn: getPinStatus, staleTime: 30_000 });

export const usePinStatus = (enabled = true) =>
  useQuery({ queryKey: PIN_QUERY_KEY, queryFn: getPinStatus, enabled, select: (s) => s.set });

/** Checks a pin (the gate's enter mode); the dialog counts the wrong ones. */
export const useCheckPin = () => useMutation({ mutationKey: ['userdata/pin/check'], mutationFn: checkPin });
/** Sets a new pin (replacing one needs `current`). */
export const useSetPin = () =>
  useMutation({
    mutationKey: ['userdata/pin/set'],
    mutationFn: ({ pin, current }: { pin: string; current?: string }) => setPin(pin, current),
  });

/** Removes the pin (the current one proves the parent); the profile then shows it unset. */
export function useRemovePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['userdata/pin/remove'],
    mutationFn: removePin,
    onSuccess: () => queryClient.setQueryData(PIN_QUERY_KEY, { set: false }),
  });
}
