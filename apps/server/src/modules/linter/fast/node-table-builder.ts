/**
 * The node table both JSON readers fill in document order (json-source.ts's parser, json-native.ts's position scan):
 * four Int32Arrays, sized from the text's length and doubled when full, cut to the node count at the end.
 */
import type { NodeTable } from './json-source.js';

export class NodeTableBuilder {
  protected count = 0;
  protected start: Int32Array;
  protected end: Int32Array;
  protected keyStart: Int32Array;
  protected next: Int32Array;

  constructor(textLength: number) {
    const capacity = Math.max(64, textLength >> 4);
    this.start = new Int32Array(capacity);
    this.end = new Int32Array(capacity);
    this.keyStart = new Int32Array(capacity);
    this.next = new Int32Array(capacity);
  }

  /** Doubles the arrays (a reader calls it when count reaches their length). */
  protected grow(): void {
    const size = this.start.length * 2;
    const copy = (a: Int32Array) => {
      const b = new Int32Array(size);
      b.set(a);
      return b;
    };
    this.start = copy(this.start);
    this.end = copy(this.end);
    this.keyStart = copy(this.keyStart);
    this.next = copy(this.next);
  }

  /** The table of the nodes read so far, each array of the exact length. */
  protected table(): NodeTable {
    const n = this.count;
    return {
      count: n,
      start: this.start.slice(0, n),
      end: this.end.slice(0, n),
      keyStart: this.keyStart.slice(0, n),
      next: this.next.slice(0, n),
    };
  }
}
