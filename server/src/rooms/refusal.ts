/**
 * A request's "no": the answer a client gets when a message changes nothing. One shape for
 * every handler (docs/protocol.md lists the codes), one reading of a schema's problems.
 */
import { describeIssues, type Reply, type SchemaIssue } from "@playmat/shared";

export type Refusal = Extract<Reply, { ok: false }>;

export const refuse = (code: string, message: string): Refusal => ({ ok: false, error: { code, message } });

/** A payload its handler's schema refused: every problem, each with where it is. */
export const invalidPayload = (issues: readonly SchemaIssue[]): Refusal =>
  refuse("message.invalid", `Invalid message: ${describeIssues(issues, { whole: "payload" })}.`);
