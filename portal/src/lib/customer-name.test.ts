import { describe, expect, it } from 'vitest';
import { customerName, customerNames } from './customer-name';

describe('customer names', () => {
  it('show the name the server answered, the id only for a customer without one', () => {
    expect(customerName({ custId: 'S2001', name: 'Acme West' })).toBe('Acme West');
    expect(customerName({ custId: 'S2001', name: null })).toBe('S2001');
    expect(customerName({ custId: 'S2001' })).toBe('S2001');
    expect(
      customerNames([
        { custId: 'S2001', name: 'Acme West' },
        { custId: 'S2002', name: 'Acme East' },
      ]),
    ).toBe('Acme West, Acme East');
  });
});
