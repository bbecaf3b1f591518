import { normalizeState } from '@store/core/address/states';
import type { AddressRegion } from '@store/core/checkout/address-rules';
import { formatPhone } from '@store/core/checkout/phone';

/**
 * A stored address as the form shows it: the state as the select's code (a stored full name like "Texas" becomes TX,
 * one of another region is dropped) and the phone in the display format.
 */
export function editableDefaults<T extends { state: string; phone: string }>(region: AddressRegion, values: T): T {
  return { ...values, state: normalizeState(values.state, region) ?? '', phone: formatPhone(values.phone) };
}
