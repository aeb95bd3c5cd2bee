import { Redis } from 'ioredis';

/**
 * Shared state between server processes: one connection for commands (rate limits) and one for
 * subscriptions (cache invalidation). Absent without REDIS_URL: one process needs nothing shared.
 */
export function connectRedis(url: string) {
  const options = { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true };
  const client = new Redis(url, options);
  const subscriber = new Redis(url, options);
  // A lost connection is retried by ioredis; errors are reported through the health check, not thrown.
  client.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  return {
    client,
    subscriber,
    ping: async () => {
      await client.ping();
    },
    close: async () => {
      await Promise.allSettled([client.quit(), subscriber.quit()]);
    },
  };
}
export type RedisConnection = ReturnType<typeof connectRedis>;

/**
 * Tells every process that something changed (e.g. inventory, so cached availability must go).
 * With Redis the message goes to all processes, this one included; without, only to this one.
 */
export function createChangeBus(redis: RedisConnection | null, prefix = 'hotel') {
  const listeners = new Map<string, Set<() => void>>();
  const deliver = (topic: string) => {
    for (const listener of listeners.get(topic) ?? []) listener();
  };
  if (redis) {
    redis.subscriber.on('message', (channel: string) => deliver(channel.slice(prefix.length + 1)));
  }
  return {
    on(topic: string, listener: () => void) {
      if (!listeners.has(topic)) {
        listeners.set(topic, new Set());
        void redis?.subscriber.subscribe(`${prefix}:${topic}`).catch(() => undefined);
      }
      listeners.get(topic)!.add(listener);
    },
    emit(topic: string) {
      deliver(topic);
      void redis?.client.publish(`${prefix}:${topic}`, String(Date.now())).catch(() => undefined);
    },
  };
}
export type ChangeBus = ReturnType<typeof createChangeBus>;
