import { z } from 'zod';
import { CALLS, envelope } from '@lbo/contracts';

/** The OpenAPI document, generated from the contract registry (never edited by hand). */
export function buildOpenApi(version: string) {
  const paths: Record<string, unknown> = {};
  for (const call of CALLS) {
    const request = z.toJSONSchema(call.request, { io: 'input', unrepresentable: 'any' });
    const response = z.toJSONSchema(envelope(call.response), { io: 'output', unrepresentable: 'any' });
    paths[call.path] = {
      post: {
        tags: [call.area],
        summary: call.summary,
        operationId: `${call.area}_${call.operation}`,
        description: `Access: ${call.access}; populations: ${call.populations.join(', ')}; API permission key: ${call.path}`,
        security: call.access === 'public' ? [] : [{ bearer: [] }],
        requestBody: {
          required: false,
          content: { [call.multipart ? 'multipart/form-data' : 'application/json']: { schema: request } },
        },
        responses: { '200': { description: 'Envelope; Code 0 is success', content: { 'application/json': { schema: response } } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Logistics back office API', version },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
