import type { FastifyPluginCallback } from 'fastify';
import type { Tracer } from '@opentelemetry/api';
import type { tracing as sdkTracing } from '@opentelemetry/sdk-node';

// Optional OpenTelemetry tracing (issue 26 item 4), on only when OTEL_EXPORTER_OTLP_ENDPOINT is
// set. The SDK, the API and @fastify/otel are loaded by dynamic import in startTracing, so with
// tracing off none of them is even loaded; `traced` is then a plain call. Requests get their spans
// from @fastify/otel; database queries, mail passes and reminder passes from `traced`.

let tracer: Tracer | undefined;

export const isTracing = (): boolean => tracer !== undefined;

export interface Tracing {
  /** Register first on the Fastify app: a span per request. */
  fastifyPlugin: FastifyPluginCallback;
  shutdown(): Promise<void>;
}

/**
 * Starts the Node SDK. Without `spanProcessor` it exports over OTLP to
 * OTEL_EXPORTER_OTLP_ENDPOINT (the SDK reads the standard OTEL_* variables); tests pass an
 * in-memory one.
 */
export async function startTracing(
  options: { spanProcessor?: sdkTracing.SpanProcessor } = {},
): Promise<Tracing> {
  const [{ NodeSDK }, api, { FastifyOtelInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/api'),
    import('@fastify/otel'),
  ]);
  const fastifyOtel = new FastifyOtelInstrumentation();
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'pawrx',
    spanProcessors: options.spanProcessor ? [options.spanProcessor] : undefined,
    instrumentations: [fastifyOtel],
  });
  sdk.start();
  tracer = api.trace.getTracer('pawrx');
  return {
    fastifyPlugin: fastifyOtel.plugin() as FastifyPluginCallback,
    async shutdown() {
      tracer = undefined;
      await sdk.shutdown();
      api.trace.disable();
      api.context.disable();
    },
  };
}

/** Runs `work` inside a span named `name` while tracing is on; otherwise just runs it. */
export function traced<T>(
  name: string,
  attributes: Record<string, string | number>,
  work: () => Promise<T>,
): Promise<T> {
  if (!tracer) return work();
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: 2 }); // SpanStatusCode.ERROR, without loading the API here
      throw error;
    } finally {
      span.end();
    }
  });
}
