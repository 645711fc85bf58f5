/**
 * A schema's problems as one line a person can act on: "where: what", several joined by "; ".
 * Every refusal that comes from a zod schema (messages, create and join options, game records,
 * card data, assists) reads the same way.
 */

/** What this needs of a zod issue. */
export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

export interface DescribeOptions {
  /** What to call the value itself when a problem is about all of it ("payload", "file"); bare message when unset. */
  whole?: string;
  /** At most this many problems (all by default). */
  limit?: number;
}

export function describeIssues(issues: readonly SchemaIssue[], { whole, limit = Infinity }: DescribeOptions = {}): string {
  const lines = issues.slice(0, limit).map((issue) => {
    // String(): a path step can be a symbol, which join() would throw on.
    const where = issue.path.map(String).join(".") || whole;
    return where ? `${where}: ${issue.message}` : issue.message;
  });
  return lines.length > 0 ? lines.join("; ") : "invalid";
}
