import { describe, expect, it } from 'vitest';
import { apnInput, emptyApnDraft, validateApn } from './apn-model';

const ok = {
  ...emptyApnDraft(),
  name: 'IoT',
  operatorApnCode: 'cmiot',
  startIp: '10.0.0.1',
  endIp: '10.0.0.9',
  publicDns: '8.8.8.8',
};

describe('APN form', () => {
  it('accepts a complete APN and drops empty optional fields', () => {
    expect(validateApn(ok)).toEqual({});
    expect(apnInput(ok)).toEqual({
      name: 'IoT',
      operator: 'CMCC',
      operatorApnCode: 'cmiot',
      startIp: '10.0.0.1',
      endIp: '10.0.0.9',
      publicDns: '8.8.8.8',
    });
  });
  it('needs valid IPv4 addresses (IP format wrong)', () => {
    expect(validateApn({ ...ok, startIp: '10.0.0.256' })).toEqual({ startIp: 'ip' });
    expect(validateApn({ ...ok, privateDns: 'dns.local' })).toEqual({ privateDns: 'ip' });
  });
  it('needs the end IP after the start IP, numerically', () => {
    expect(validateApn({ ...ok, endIp: '10.0.0.1' })).toEqual({ endIp: 'order' });
    expect(validateApn({ ...ok, startIp: '10.0.0.9', endIp: '10.0.0.10' })).toEqual({});
  });
  it('needs a name, an operator APN code and the required addresses', () => {
    expect(validateApn(emptyApnDraft())).toMatchObject({
      name: 'required',
      operatorApnCode: 'required',
      startIp: 'required',
      endIp: 'required',
      publicDns: 'required',
    });
    expect(validateApn({ ...ok, operatorApnCode: 'bad code' })).toEqual({ operatorApnCode: 'code' });
  });
});
