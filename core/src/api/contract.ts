import type { Contract } from '@farfetched/core';
import type { Runtype, Static } from 'runtypes';

/**
 * A farfetched Contract from a runtypes 6 model (the published
 * @farfetched/runtypes pins an old farfetched core, so core carries its own).
 */
export function runtypesContract<R extends Runtype>(rt: R): Contract<unknown, Static<R>> {
  return {
    isData: (raw): raw is Static<R> => rt.guard(raw),
    getErrorMessages: (raw) => {
      const result = rt.validate(raw);
      if (result.success) return [];
      const details = result.details ? JSON.stringify(result.details) : '';
      return [details ? `${result.message} ${details}` : result.message];
    },
  };
}

/** The same check applied to the `data` part of an API envelope. */
export function envelopeContract<R extends Runtype, E extends { data: unknown }>(rt: R): Contract<E, E & { data: Static<R> }> {
  const inner = runtypesContract(rt);
  return {
    isData: (raw): raw is E & { data: Static<R> } => inner.isData(raw.data),
    getErrorMessages: (raw) => inner.getErrorMessages(raw.data),
  };
}
