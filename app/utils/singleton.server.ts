// One value per process, even when a module is loaded twice: server.ts imports app code through
// tsx while the Remix build bundles its own copy, so module-level variables would be duplicated.
const registry = globalThis as typeof globalThis & { __singletons?: Map<string, unknown> };

export function singleton<T>(name: string, create: () => T): T {
  registry.__singletons ??= new Map();
  if (!registry.__singletons.has(name)) registry.__singletons.set(name, create());
  return registry.__singletons.get(name) as T;
}

export function replaceSingleton<T>(name: string, value: T | undefined) {
  registry.__singletons ??= new Map();
  if (value === undefined) registry.__singletons.delete(name);
  else registry.__singletons.set(name, value);
}

export function peekSingleton<T>(name: string): T | undefined {
  return registry.__singletons?.get(name) as T | undefined;
}
