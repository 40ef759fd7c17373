export * from './contracts.ts';
export { apiEvent } from './samples/api-gateway-v2.ts';
