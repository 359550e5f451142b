/**
 * A trie over sequences of integer token ids, frozen into typed arrays: the root's
 * children are a direct table indexed by token id (every match starts there), deeper
 * children are sorted runs searched by bisection (they rarely have more than a few).
 */

/** Frozen trie: node 0 is the root; -1 means "no such child". */
export interface TokenTrie {
  readonly nodeCount: number;
  /** Child of the root for each token id. */
  readonly rootChildren: Int32Array;
  /** Children of node n are `childTokens/childNodes[childStart[n] .. childStart[n + 1])`. */
  readonly childStart: Int32Array;
  readonly childTokens: Int32Array;
  readonly childNodes: Int32Array;
}

/** Mutable trie used while the matcher is being built. */
export class TokenTrieBuilder {
  private readonly children: Array<Map<number, number>> = [new Map()];

  /** Inserts a token-id sequence (non-empty) and returns the node where it ends. */
  insert(tokenIds: readonly number[]): number {
    let node = 0;
    for (const token of tokenIds) {
      const edges = this.children[node] as Map<number, number>;
      let next = edges.get(token);
      if (next === undefined) {
        next = this.children.length;
        this.children.push(new Map());
        edges.set(token, next);
      }
      node = next;
    }
    return node;
  }

  get nodeCount(): number {
    return this.children.length;
  }

  /** Freezes the trie; `vocabularySize` bounds the token ids. */
  freeze(vocabularySize: number): TokenTrie {
    const nodeCount = this.children.length;
    const rootChildren = new Int32Array(vocabularySize).fill(-1);
    for (const [token, node] of this.children[0] as Map<number, number>) rootChildren[token] = node;

    const childStart = new Int32Array(nodeCount + 1);
    let edgeCount = 0;
    for (let node = 0; node < nodeCount; node++) {
      childStart[node] = edgeCount;
      if (node > 0) edgeCount += (this.children[node] as Map<number, number>).size;
    }
    childStart[nodeCount] = edgeCount;

    const childTokens = new Int32Array(edgeCount);
    const childNodes = new Int32Array(edgeCount);
    for (let node = 1; node < nodeCount; node++) {
      const edges = Array.from(this.children[node] as Map<number, number>).sort((a, b) => a[0] - b[0]);
      let at = childStart[node] as number;
      for (const [token, child] of edges) {
        childTokens[at] = token;
        childNodes[at] = child;
        at++;
      }
    }
    return { nodeCount, rootChildren, childStart, childTokens, childNodes };
  }
}

/** The child of `node` along `token`, or -1. */
export function trieChild(trie: TokenTrie, node: number, token: number): number {
  if (node === 0) return token < trie.rootChildren.length ? (trie.rootChildren[token] as number) : -1;
  let lo = trie.childStart[node] as number;
  let hi = (trie.childStart[node + 1] as number) - 1;
  const tokens = trie.childTokens;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const value = tokens[mid] as number;
    if (value === token) return trie.childNodes[mid] as number;
    if (value < token) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
