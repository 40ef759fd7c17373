import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { apiGroups } from '../platform/route-table.ts';
import { documentedRoutes } from './documented-routes.ts';
import { openApiV1Routes } from './open-routes.ts';
import { objectSchemaOf, openApiDocument } from './openapi-document.ts';

const document = openApiDocument(documentedRoutes()) as {
  paths: Record<
    string,
    Record<string, { operationId: string; security?: unknown; requestBody?: unknown; parameters?: unknown[] }>
  >;
};
const operations = Object.entries(document.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), ...op })),
);

describe('the OpenAPI document of the open API', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('covers every signed route and every widget route of the route table, and nothing else', () => {
    const open = apiGroups.flatMap((g) =>
      g.routes
        .filter((r) => r.permission === 'appKey' || (g.name === 'widget' && r.crossOrigin))
        .map((r) => `${r.method} ${r.path}`),
    );
    expect(open.length).toBeGreaterThanOrEqual(13);
    expect(operations.map((o) => `${o.method} ${o.path}`).sort()).toEqual(open.sort());
  });

  it('describes each body with the schema the route validates with', () => {
    const cardList = operations.find((o) => o.operationId === 'v1CardList')!;
    expect(cardList.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: objectSchemaOf(openApiV1Routes.v1CardList.input!) } },
    });
    const sms = objectSchemaOf(openApiV1Routes.v1SmsSend.input!);
    expect(sms).toMatchObject({
      required: ['iccids', 'content'],
      additionalProperties: false,
      properties: { iccids: { type: 'array', minItems: 1, maxItems: 1000, items: { pattern: '^\\d{19,20}$' } } },
    });
  });

  it('marks signed routes with the signature headers, writes with Idempotency-Key, widget routes with the widget token', () => {
    for (const o of operations) {
      const route = apiGroups.flatMap((g) => g.routes).find((r) => r.path === o.path)!;
      if (route.permission === 'appKey') expect(o.security, o.path).toEqual([{ appKey: [], timestamp: [], signature: [] }]);
      if (route.permission === 'widget') expect(o.security, o.path).toEqual([{ widgetToken: [] }]);
      const idempotent = (o.parameters ?? []).some((p) => (p as { name: string }).name === 'Idempotency-Key');
      expect(idempotent, o.path).toBe(Boolean(route.writes && route.permission === 'appKey'));
    }
  });
});
