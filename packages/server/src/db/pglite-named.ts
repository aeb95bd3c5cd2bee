import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Described {
  name: string;
  paramTypes: number[];
  rowDescription: BackendMessage | undefined;
}

const quiet = { syncToFs: false };
const GENERIC_PLANS = protocol.serialize.query('set plan_cache_mode = force_generic_plan');
const PLANS_AS_CONFIGURED = protocol.serialize.query('reset plan_cache_mode');

/**
 * Named statements on PGlite, as node-postgres runs `.prepare(name)` on PostgreSQL: parsed and planned
 * once, then only bound and executed. PGlite's own `query` parses, plans and describes a statement on
 * every call, which for the search's statements costs more than running them. Only the texts `name`
 * was given are run this way, outside transactions (a transaction's queries use its own client).
 */
export function withNamedStatements(client: PGlite) {
  const texts = new Map<string, string>();
  const described = new Map<string, Described>();

  async function exchange(messages: Uint8Array[]): Promise<BackendMessage[]> {
    const answers: BackendMessage[] = [];
    try {
      for (const message of messages) answers.push(...(await client.execProtocolStream(message, quiet)));
    } finally {
      answers.push(...(await client.execProtocolStream(protocol.serialize.sync(), quiet)));
    }
    return answers;
  }

  async function describe(text: string, name: string): Promise<Described> {
    const known = described.get(text);
    if (known) return known;
    let answers: BackendMessage[];
    try {
      answers = await exchange([
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
      ]);
    } catch (error) {
      // A statement that could not be described is not kept: the next call parses it again.
      await exchange([protocol.serialize.close({ type: 'S', name })]).catch(() => undefined);
      throw error;
    }
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(answers),
      rowDescription: answers.find((message) => message.name === 'rowDescription'),
    };
    described.set(text, statement);
    return statement;
  }

  /** As PGlite's `query` runs: after any transaction under way (PGlite has one session), one query at a time. */
  async function runNamed<T>(text: string, name: string, params: unknown[], options?: QueryOptions) {
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const statement = await describe(text, name);
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const type = statement.paramTypes[index]!;
          const serializer = options?.serializers?.[type] ?? client.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        // Planned once for any values: PGlite's planner, judging by a small database's statistics, would
        // otherwise plan every execution anew (custom plans), which is what naming it is to avoid.
        await client.execProtocolStream(GENERIC_PLANS, quiet);
        let answers: BackendMessage[];
        try {
          answers = await exchange([
            protocol.serialize.bind({ statement: name, values }),
            protocol.serialize.execute({}),
          ]);
        } finally {
          await client.execProtocolStream(PLANS_AS_CONFIGURED, quiet);
        }
        const messages = statement.rowDescription ? [statement.rowDescription, ...answers] : answers;
        return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
      }),
    );
  }

  const named = new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
          const name = texts.get(text);
          return name ? runNamed<T>(text, name, params, options) : target.query<T>(text, params, options);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

  return {
    client: named,
    /** Runs `text` as a named statement from now on. */
    name(text: string, name: string) {
      if (!texts.has(text)) texts.set(text, `${name}_${texts.size}`);
    },
  };
}
