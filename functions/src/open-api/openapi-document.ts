/**
 * The OpenAPI 3.1 document of the open API (issue #18 item 3), generated from the route table's
 * declarations (method, path, permission, writes) and the very input schemas the handlers validate
 * with (shared/http/schema.ts), so the document cannot drift from what the server accepts. Served at
 * `GET /api/cmp/open/v1/openapi.json`; covers every route a partner calls: the signed ones
 * (`appKey`), the widget session exchange and the widget routes.
 */
import { OPEN_API_HEADERS } from '../api-manager/open-api-auth.ts';
import type { RouteDef } from '../shared/http/route-def.ts';
import type { RouteImpl } from '../shared/http/route.ts';
import type { Rule, Schema } from '../shared/http/schema.ts';

type JsonSchema = Record<string, unknown>;

/** The JSON Schema (2020-12, as OpenAPI 3.1 uses it) of one rule of the input-schema language. */
export function jsonSchemaOf(rule: Rule): JsonSchema {
  switch (rule.kind) {
    case 'string':
      return {
        type: 'string',
        ...(rule.min !== undefined ? { minLength: rule.min } : {}),
        ...(rule.max !== undefined ? { maxLength: rule.max } : {}),
        ...(rule.pattern ? { pattern: rule.pattern.source } : {}),
      };
    case 'int':
      return {
        type: 'integer',
        ...(rule.min !== undefined ? { minimum: rule.min } : {}),
        ...(rule.max !== undefined ? { maximum: rule.max } : {}),
      };
    case 'enum':
      return { enum: [...rule.values] };
    case 'array':
      return {
        type: 'array',
        items: jsonSchemaOf(rule.of),
        ...(rule.min !== undefined ? { minItems: rule.min } : {}),
        ...(rule.max !== undefined ? { maxItems: rule.max } : {}),
      };
    case 'object':
      return objectSchemaOf(rule.fields);
  }
}

/** A body schema: its fields, the required ones, nothing else accepted (the server refuses unknown fields). */
export function objectSchemaOf(schema: Schema): JsonSchema {
  const required = Object.entries(schema)
    .filter(([, r]) => !r.optional)
    .map(([k]) => k);
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(schema).map(([k, r]) => [k, jsonSchemaOf(r)])),
    ...(required.length ? { required } : {}),
    additionalProperties: false,
  };
}

export interface DocumentedRoute {
  def: RouteDef;
  impl: Pick<RouteImpl, 'input'>;
  summary: string;
}

const envelope = {
  type: 'object',
  required: ['success'],
  properties: {
    success: { type: 'boolean' },
    msg: { type: 'string' },
    errorCode: { type: 'integer', description: 'The business error code of a refused call (docs/api.md, error catalogue).' },
    data: { description: 'The answer of the route.' },
  },
};

const signed = [{ appKey: [], timestamp: [], signature: [] }];
const widgetToken = [{ widgetToken: [] }];

/** The document of the given routes (the caller passes every open route with its implementation). */
export function openApiDocument(routes: readonly DocumentedRoute[], version = '1.0.0'): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { def, impl, summary } of routes) {
    const operation: Record<string, unknown> = {
      operationId: def.id,
      summary,
      tags: [def.permission === 'appKey' ? 'open-api' : 'widget'],
      ...(def.permission === 'appKey' ? { security: signed } : def.permission === 'widget' ? { security: widgetToken } : {}),
      ...(def.writes && def.permission === 'appKey'
        ? {
            parameters: [
              {
                name: 'Idempotency-Key',
                in: 'header',
                required: false,
                description: 'Up to 255 printable ASCII characters: the first answer is replayed for 24 hours.',
                schema: { type: 'string', maxLength: 255 },
              },
            ],
          }
        : {}),
      ...(def.method === 'POST'
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: objectSchemaOf(impl.input ?? {}) } },
            },
          }
        : {}),
      responses: {
        '200': { description: 'The answer, in the envelope', content: { 'application/json': { schema: envelope } } },
        default: { description: 'A refusal, in the envelope', content: { 'application/json': { schema: envelope } } },
      },
    };
    paths[def.path] = { ...paths[def.path], [def.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'CMP open API',
      version,
      description:
        'Signed calls: x-cmp-signature = hex HMAC-SHA256(secret, `${x-cmp-timestamp}\\n${path}\\n${rawBody}`), ' +
        'the timestamp in epoch milliseconds within 5 minutes of the server, the path as sent (e.g. /api/cmp/open/v1/card/list).',
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      securitySchemes: {
        appKey: { type: 'apiKey', in: 'header', name: OPEN_API_HEADERS.appKey },
        timestamp: { type: 'apiKey', in: 'header', name: OPEN_API_HEADERS.timestamp },
        signature: { type: 'apiKey', in: 'header', name: OPEN_API_HEADERS.signature },
        widgetToken: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            '`Widget <token>`, from POST /cmp/widget/session/exchange; accepted only from the origin that exchanged it.',
        },
      },
    },
  };
}
