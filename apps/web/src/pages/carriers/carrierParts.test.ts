import { describe, expect, it } from 'vitest';
import { splitNumbers, trackingNumbersPath } from './carrierParts.ts';

describe('carrier page parts', () => {
  it('splits pasted or read numbers on lines, commas, semicolons and spaces, keeping order and repeats for the server to name', () => {
    expect(splitNumbers('SF001\r\nSF002, SF003；SF004\t SF005\n\nSF001，SF006;')).toEqual(['SF001', 'SF002', 'SF003', 'SF004', 'SF005', 'SF001', 'SF006']);
    expect(splitNumbers('  \n ')).toEqual([]);
  });

  it('opens the tracking numbers page on a carrier', () => {
    expect(trackingNumbersPath(7)).toBe('/logistics/CarrierLocalTrackingNumbersIndex?CarrierId=7');
    expect(trackingNumbersPath()).toBe('/logistics/CarrierLocalTrackingNumbersIndex');
  });
});
