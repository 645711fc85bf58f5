/** A refusal: the action is dropped, nothing changes, and the sender gets the code and message. */
export class ActionError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
