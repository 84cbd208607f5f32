/** Self time of a V8 CPU profile by original source file (the build's source maps): where a page's main thread goes. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** node_modules/<pkg>/... becomes the package; the console's own files keep their path under src/. */
function shortSource(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const src = source.indexOf('src/');
  return src >= 0 ? source.slice(src) : source;
}

export async function selfTimeBySource(profile: CpuProfile, dist: string, byFunction = false) {
  const self = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i + 1] ?? 0;
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt / 1000);
  }
  const maps = new Map<string, TraceMap | null>();
  const totals = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = self.get(node.id);
    if (!ms) continue;
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    let key = url.startsWith('http') ? new URL(url).pathname : url || `(${functionName || 'native'})`;
    if (url.startsWith('http') && url.includes('/assets/') && url.endsWith('.js')) {
      const pathname = new URL(url).pathname;
      if (!maps.has(pathname)) {
        try {
          maps.set(pathname, new TraceMap(await fs.readFile(path.join(dist, `${pathname}.map`), 'utf8')));
        } catch {
          maps.set(pathname, null);
        }
      }
      const map = maps.get(pathname);
      if (map) {
        const pos = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
        if (pos.source) key = shortSource(pos.source) + (byFunction ? ` ${pos.name ?? functionName}:${pos.line}` : '');
      }
    }
    totals.set(key, (totals.get(key) ?? 0) + ms);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}
