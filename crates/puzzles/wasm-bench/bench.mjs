// Times the puzzles compiled to wasm32 under Node.js: the daily puzzle of each day of one
// week, generated levels of every tier, and the solver and a hint on campaign levels.
// Prints one JSON line per measurement, the best of three runs.
// Usage: node crates/puzzles/wasm-bench/bench.mjs path/to/blockness_puzzles_wasm_bench.wasm
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';

const bytes = await readFile(process.argv[2]);
const { instance } = await WebAssembly.instantiate(bytes, {});
const x = instance.exports;

function time(name, args, f) {
  let best = Infinity;
  let result = 0;
  for (let run = 0; run < 3; run++) {
    const t = performance.now();
    result = f(...args);
    best = Math.min(best, (performance.now() - t) / 1000);
  }
  console.log(JSON.stringify({ name, args, result, seconds: +best.toFixed(3) }));
}

for (let day = 23; day <= 29; day++) time('daily', [2026, 11, day], x.bench_daily);
for (let tier = 1; tier <= 5; tier++) {
  for (const seed of [1, 2, 3]) time('generate', [tier, seed], x.bench_generate);
}
for (const index of [0, 20, 40, 60, 80, 99]) {
  time('solve', [index], x.bench_solve);
  time('hint', [index], x.bench_hint);
}

// Every daily puzzle of 2026, once each: the slowest day and the median.
const days = [];
for (let month = 1; month <= 12; month++) {
  for (let day = 1; day <= 31; day++) {
    const t = performance.now();
    const goal = x.bench_daily(2026, month, day);
    if (goal >= 0) days.push((performance.now() - t) / 1000);
  }
}
days.sort((a, b) => a - b);
console.log(JSON.stringify({
  name: 'daily-2026', days: days.length,
  median_seconds: +days[days.length >> 1].toFixed(3), max_seconds: +days[days.length - 1].toFixed(3),
}));
