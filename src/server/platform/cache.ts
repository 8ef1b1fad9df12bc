import { randomUUID } from 'node:crypto';

/**
 * A small in-process cache whose entries expire after `ttlMs`. It only spares repeated reads: every instance
 * keeps its own copy, so with several API processes an entry may be up to `ttlMs` old after a write elsewhere.
 */
export interface TtlCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  delete(key: string): void;
  clear(): void;
}

export function ttlCache<V>(ttlMs: number, maxEntries: number, now: () => number = Date.now): TtlCache<V> {
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key, value) {
      entries.delete(key);
      // Maps keep insertion order: the first key is the oldest.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expires: now() + ttlMs });
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}

/** A ttlCache that also shares loads: the requests that miss together wait for one load instead of each running it. */
export interface LoadingCache<V> {
  /** The cached value, or the load of it already in flight, or a new load (kept unless dropped while it ran). */
  get(key: string, load: () => Promise<V>): Promise<V>;
  delete(key: string): void;
  clear(): void;
}

/**
 * Without sharing, the requests arriving while an entry reloads each ran its queries: measured under 50 connections,
 * 25 loads of an event page a second instead of one (docs/decisions/performance.md, Request path). A load that began
 * before a `delete` or `clear` does not store what it read; a failed load stores nothing. `keep` says which loaded
 * values are worth keeping (an event page that was not found is not).
 */
export function loadingCache<V>(ttlMs: number, maxEntries: number, keep: (value: V) => boolean = () => true): LoadingCache<V> {
  const entries = ttlCache<V>(ttlMs, maxEntries);
  const loading = new Map<string, Promise<V>>();
  /** Bumped by every drop: a load that began before it does not store what it read. */
  let generation = 0;
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit !== undefined) return Promise.resolve(hit);
      const inFlight = loading.get(key);
      if (inFlight) return inFlight;
      const started = generation;
      const loaded = load()
        .then((value) => {
          if (started === generation && keep(value)) entries.set(key, value);
          return value;
        })
        .finally(() => {
          if (loading.get(key) === loaded) loading.delete(key);
        });
      loading.set(key, loaded);
      return loaded;
    },
    delete(key) {
      generation += 1;
      entries.delete(key);
      loading.delete(key);
    },
    clear() {
      generation += 1;
      entries.clear();
      loading.clear();
    },
  };
}

const instanceKeys = new WeakMap<object, string>();

/**
 * A key of its own for an object (a database), for a process-wide cache of what is read from it: tests run several
 * apps in one process, each on a database of its own, and must not read each other's entries.
 */
export function instanceKey(instance: object): string {
  let key = instanceKeys.get(instance);
  if (!key) instanceKeys.set(instance, (key = randomUUID()));
  return key;
}
