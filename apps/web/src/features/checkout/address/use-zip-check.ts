import { useEffect, useEffectEvent, useState } from 'react';
import type { AddressCheckOutcome } from '@store/core/checkout/address-check';
import type { AddressRegion } from '@store/core/checkout/address-rules';
import { createZipChecker, type ZipCheckFields } from './zip-checker';

/** Sets (message) or clears (null) the check's error on a field. */
export type ZipCheckReport = (field: 'zip' | 'city', message: string | null) => void;

/** The check's answer per field: its message when that field is the wrong one, null to clear it. */
export function fieldMessages(outcome: AddressCheckOutcome | null): Record<'zip' | 'city', string | null> {
  if (outcome === null || outcome.kind === 'valid') return { zip: null, city: null };
  return { zip: outcome.field === 'zip' ? outcome.message : null, city: outcome.field === 'city' ? outcome.message : null };
}

/**
 * ZIP/city check while the shopper types (POST /addresses/validate through the 250 ms throttle): each answer
 * for the address still in the form is reported per field; answers for an address already changed are dropped.
 * `verify` is the submit-time check (submit waits for it); a cancelled or failed check counts as valid.
 */
export function useZipCheck(region: AddressRegion, fields: ZipCheckFields, report: ZipCheckReport) {
  const [check] = useState(() => createZipChecker(region));
  const { zip, state, city, line1 } = fields;
  const onOutcome = useEffectEvent((outcome: AddressCheckOutcome | null) => {
    const messages = fieldMessages(outcome);
    report('zip', messages.zip);
    report('city', messages.city);
  });

  useEffect(() => {
    let current = true;
    check({ zip, state, city, line1 }).then(
      (outcome) => current && onOutcome(outcome),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [check, zip, state, city, line1]);

  return {
    verify: (values: ZipCheckFields): Promise<AddressCheckOutcome | null> => check(values).catch(() => null),
  };
}
