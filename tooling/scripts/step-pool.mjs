// `npm test`'s steps side by side. On two cores one step alone leaves most of the machine idle — a vitest suite is
// one fork waiting on its database half the time, the browser suite waits on the server — so the steps share a few
// slots: a step that keeps both cores busy takes two, the others one. A step starts when the steps it needs have
// finished and its slots are free; the list's order is the priority (the longest chain first). Each step writes to
// its own log, printed whole when it ends, so the output of two steps is never interleaved.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { baseEnv, log, root } from './lib.mjs';

/**
 * @typedef {{ name: string, cmd: string, args: string[], env?: Record<string, string>, slots?: number, after?: string[] }} Step
 * @returns {Promise<{ name: string, ok: boolean, seconds: number, cpu?: number }[]>} in the list's order
 */
export async function runSteps(steps, { slots, logDir }) {
  mkdirSync(logDir, { recursive: true });
  const started = Date.now();
  const done = new Map();
  const running = new Map();
  const waiting = [...steps];
  const since = () => `${Math.round((Date.now() - started) / 1000)}s`;
  const heartbeat = setInterval(() => log(`${since()}: running ${[...running.keys()].join(', ')}`), 300_000);

  await new Promise((resolveAll) => {
    const startWhatFits = () => {
      let free = slots - [...running.values()].reduce((n, s) => n + s.slots, 0);
      for (const step of [...waiting]) {
        const need = Math.min(step.slots ?? 1, slots);
        if (!(step.after ?? []).every((a) => done.has(a)) || need > free) continue;
        waiting.splice(waiting.indexOf(step), 1);
        free -= need;
        const entry = { slots: need };
        running.set(step.name, entry);
        log(`${since()}: ▶ ${step.name}`);
        runLogged(step, join(logDir, `${steps.indexOf(step).toString().padStart(2, '0')}.log`)).then(({ code, file, seconds, cpu }) => {
          running.delete(step.name);
          done.set(step.name, { name: step.name, ok: code === 0, seconds, cpu });
          process.stdout.write(`\n──── ${step.name} (${code === 0 ? 'ok' : `FAILED, exit ${code}`}, ${seconds}s) ────\n`);
          process.stdout.write(readFileSync(file, 'utf8'));
          if (waiting.length === 0 && running.size === 0) resolveAll();
          else startWhatFits();
        });
      }
      // a step whose prerequisite is missing from the list could never start: fail it rather than wait forever
      if (running.size === 0 && waiting.length > 0) {
        for (const step of waiting.splice(0)) done.set(step.name, { name: step.name, ok: false, seconds: 0 });
        resolveAll();
      }
    };
    startWhatFits();
  });
  clearInterval(heartbeat);
  return steps.map((s) => done.get(s.name));
}

function runLogged(step, file) {
  const t0 = Date.now();
  const fd = openSync(file, 'w');
  return new Promise((resolve) => {
    let ended = false;
    const finish = (code) => {
      if (ended) return;
      ended = true;
      closeSync(fd);
      resolve({ code, file, seconds: Math.round((Date.now() - t0) / 1000), cpu: cpuOf(readFileSync(file, 'utf8')) });
    };
    // through bash where there is one: its `times` prints the CPU the step's processes used (the summary's cpu column)
    const [cmd, args] = existsSync(BASH) ? [BASH, ['-c', '"$@"; rc=$?; times; exit $rc', 'step', step.cmd, ...step.args]] : [step.cmd, step.args];
    const child = spawn(cmd, args, { stdio: ['ignore', fd, fd], cwd: root, env: baseEnv(step.env) });
    child.on('exit', (code, signal) => finish(code ?? (signal ? 1 : 0)));
    child.on('error', (e) => {
      process.stderr.write(`${step.cmd}: ${e.message}\n`);
      finish(127);
    });
  });
}

const BASH = '/bin/bash';

/** bash's `times`: the last line is the children's user and system time, e.g. "1m2.345s 0m3.210s" */
function cpuOf(log) {
  const last = log.trimEnd().split('\n').at(-1) ?? '';
  const m = /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/.exec(last);
  return m ? Math.round(Number(m[1]) * 60 + Number(m[2]) + Number(m[3]) * 60 + Number(m[4])) : undefined;
}
