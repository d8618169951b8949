// Times the perft benchmark compiled to wasm32 under Node.js, on the same positions and
// depths as the native runner, and prints one JSON line per position.
// Usage: node crates/bench/wasm-perft.mjs path/to/blockness_bench.wasm
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';

const bytes = await readFile(process.argv[2]);
const { instance } = await WebAssembly.instantiate(bytes, {});
const bench = instance.exports.bench_perft;
for (const [players, depth] of [[2, 5], [4, 4]]) {
  let best = Infinity;
  let nodes = 0;
  for (let run = 0; run < 3; run++) {
    const t = performance.now();
    nodes = bench(players, 0, depth);
    best = Math.min(best, (performance.now() - t) / 1000);
  }
  console.log(JSON.stringify({ players, depth, nodes, seconds: +best.toFixed(3), nodes_per_second: Math.round(nodes / best) }));
}
