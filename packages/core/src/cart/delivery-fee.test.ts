import { describe, expect, it } from 'vitest';
import { CDD_SERVICE_FEE, deliveryServiceFee } from './delivery-fee';

describe('cdd-service: a chosen delivery date is a paid service line', () => {
  it.each([
    ['a chosen date', '2026-12-01', CDD_SERVICE_FEE],
    ['no date', null, 0],
  ])('%s', (_label, date, fee) => {
    expect(deliveryServiceFee(date)).toBe(fee);
  });
  it('costs $39', () => expect(CDD_SERVICE_FEE).toBe(3900));
});
