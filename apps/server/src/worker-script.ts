import { spawnSync } from 'node:child_process';
import { existsSync, readlinkSync } from 'node:fs';
import { constants, getPriority, setPriority } from 'node:os';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts one of the server's thread scripts, `name`, found beside the module at `base` (its
 * import.meta.url): the built script in dist/ (each is a tsup entry of its own, next to the chunk
 * the caller is bundled into), else the TypeScript source under tsx (tests, `npm run dev`). Node 20
 * does not carry module hooks such as tsx's into worker threads, so from source the thread
 * registers tsx itself before it imports the TypeScript.
 */
export function startScript(base: string, name: string, options: WorkerOptions): Worker {
  const built = new URL(`./${name}.js`, base);
  if (existsSync(built)) return new Worker(built, options);
  const source = new URL(`./${name}.ts`, base);
  if (!existsSync(source)) throw new Error(`No ${name} script beside ${base}`);
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap =
    `import(${JSON.stringify(tsx)})` +
    `.then(({ register }) => { register(); return import(${JSON.stringify(source.href)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/**
 * Background work (an import, an export's file) yields the processor to the server's requests:
 * called in its thread, lowers that thread's priority. On Linux a nice value is per thread, and 0
 * names the calling one; where that is not permitted, the thread runs at the server's priority.
 *
 * `idle` is for a thread that holds no transaction and no lock (one that reads or writes a file):
 * on Linux it runs under SCHED_IDLE, so that a thread that wakes for a request takes the processor
 * from it at once, where a nice value only shortens its turns. Node has no call for a scheduling
 * policy: util-linux's chrt sets it. Without chrt, or elsewhere, the lowest nice value (19). Never for
 * a thread that holds a transaction: on a machine kept busy by other work it would seldom run, and
 * whoever waits on its locks would wait with it.
 */
export function yieldProcessor(priority: 'belowNormal' | 'idle'): void {
  if (priority === 'idle' && idleScheduling()) return;
  try {
    setPriority(
      0,
      priority === 'idle' ? constants.priority.PRIORITY_LOW : constants.priority.PRIORITY_BELOW_NORMAL,
    );
  } catch {
    // not permitted here
  }
}

/** Puts the calling thread under SCHED_IDLE (Linux, with chrt); whether it now is. */
function idleScheduling(): boolean {
  if (process.platform !== 'linux') return false;
  try {
    // "<pid>/task/<tid>": the thread's own id, which chrt takes for that thread alone.
    const thread = readlinkSync('/proc/thread-self').split('/').at(-1);
    if (!thread) return false;
    const chrt = spawnSync('chrt', ['--idle', '--pid', '0', thread], { stdio: 'ignore', timeout: 5000 });
    return chrt.status === 0;
  } catch {
    return false;
  }
}

/**
 * For a thread that serves requests and background work alike (the PGlite thread): while any
 * background work is attached (`enter` until its `leave`), the thread runs at below-normal
 * priority, so that the event loop takes the processor from it at once when a request arrives;
 * with none, at the server's priority again. Only where the thread may raise its priority back
 * (root, or CAP_SYS_NICE); elsewhere it stays at the server's priority throughout.
 */
export function priorityWhileBackground(): { enter(): void; leave(): void } {
  const set = (priority: number) => {
    try {
      setPriority(0, priority);
      return true;
    } catch {
      return false;
    }
  };
  let normal: number | undefined;
  let canRaise = false;
  let attached = 0;
  return {
    enter() {
      attached += 1;
      if (attached !== 1) return;
      if (normal === undefined) {
        normal = getPriority(0);
        // Lower by one and back: whether the way back is open here.
        canRaise = normal < 19 && set(normal + 1) && set(normal);
      }
      if (canRaise) set(Math.min(19, normal + 10));
    },
    leave() {
      attached = Math.max(0, attached - 1);
      if (attached === 0 && canRaise && normal !== undefined) set(normal);
    },
  };
}
