/**
 * Every answer under /api is JSON, refusals and failures included: `{ ok: false, error: { code,
 * message } }`, as the client's getJson() reads it. Without these, Express answers an unknown
 * route, a body that is not JSON or one over the size limit with an HTML page, the last two
 * with the server's stack trace in it, and prints the request to the console.
 */
import type { Express, NextFunction, Request, Response } from "express";
import { log } from "../logger";

export const API_BODY_LIMIT = "32kb";

export const fail = (res: Response, status: number, code: string, message: string) => res.status(status).json({ ok: false, error: { code, message } });

/** What body-parser sets on the errors it raises (the `http-errors` shape). */
interface RequestError {
  status?: number;
  type?: string;
  expose?: boolean;
  message?: string;
}

const READ_FAILURES: Record<string, [code: string, message: string]> = {
  "entity.parse.failed": ["message.invalid", "The request body is not valid JSON."],
  "entity.too.large": ["message.too-large", `The request body is over the ${API_BODY_LIMIT.replace("kb", " KB")} this server reads.`],
  "encoding.unsupported": ["message.invalid", "The request body's encoding is not one this server reads."],
  "charset.unsupported": ["message.invalid", "The request body's charset is not one this server reads: send UTF-8."],
};

/** Mounted after every /api route. */
export function mountApiErrors(app: Express): void {
  app.use("/api", (req: Request, res: Response) => {
    fail(res, 404, "api.unknown", `There is no ${req.method} ${req.baseUrl}${req.path.slice(0, 100)} on this server.`);
  });

  // Express tells an error handler by its four parameters.
  app.use("/api", (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const problem = (typeof error === "object" && error !== null ? error : {}) as RequestError;
    const status = problem.status ?? 500;
    if (res.headersSent) {
      res.end();
      return;
    }
    if (status >= 400 && status < 500) {
      const [code, message] = READ_FAILURES[problem.type ?? ""] ?? ["message.invalid", problem.expose && problem.message ? problem.message : "The request could not be read."];
      fail(res, status, code, message);
      return;
    }
    // A fault of ours: logged with its message (never the request's body), answered without a stack.
    log.error({ path: req.path, err: error instanceof Error ? error.message : String(error) }, "API request failed");
    fail(res, 500, "server.error", "The server failed on this request; it was logged.");
  });
}
