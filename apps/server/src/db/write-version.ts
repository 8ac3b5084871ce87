import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

const READ_ONLY_RAW = /^\s*(select|explain)\b/i;

function writes(node: RootOperationNode): boolean {
  if (node.kind === 'SelectQueryNode') return false;
  if (node.kind === 'RawNode') return !READ_ONLY_RAW.test(node.sqlFragments[0] ?? '');
  return true;
}

/**
 * Counts the statements that may change data, so an in-memory copy of a read can tell whether it
 * is still current (plugins/response-cache). Bumped before and after each such statement, so a
 * read that started while the write ran never carries the final number. On SQLite a transaction
 * holds the only connection, so reads queued behind it see its commit; on PostgreSQL a read in the
 * gap between a transaction's last statement and its commit can be kept for the rest of that second.
 */
export class WriteVersion implements KyselyPlugin {
  #value = 0;
  readonly #running = new WeakSet<QueryId>();

  get value(): number {
    return this.#value;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (writes(node)) {
      this.#value++;
      this.#running.add(queryId);
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#running.delete(queryId)) this.#value++;
    return result;
  }
}
