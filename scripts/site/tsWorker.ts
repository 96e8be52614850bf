import { Worker, type WorkerOptions } from 'node:worker_threads'

/**
 * A worker thread running a TypeScript module of the build. A worker does not inherit the loader
 * this process runs under (`node --import tsx`), so it registers it before it imports the module.
 * `nice` lowers the thread's priority (on Linux a priority is a thread's own), so that the work the
 * build waits for comes first.
 */
export function tsWorker(module: URL, options: WorkerOptions & { nice?: number } = {}): Worker {
  const { nice = 0, ...workerOptions } = options
  const code = [
    nice === 0 ? '' : `require('node:os').setPriority(${nice});`,
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(module.href)}) })`,
  ].join('')
  return new Worker(code, { ...workerOptions, eval: true })
}
