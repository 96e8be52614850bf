import { Worker, type WorkerOptions } from 'node:worker_threads'

/**
 * A worker thread running a TypeScript module of the build. A worker does not inherit the loader
 * this process runs under (`node --import tsx`), so it registers it before it imports the module.
 */
export function tsWorker(module: URL, options: WorkerOptions = {}): Worker {
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(module.href)}) })`, { ...options, eval: true })
}
