// Preloaded (node --import) into the Playmat server the bench starts: the server listens on
// its port without naming a host, which would open it on every interface of a shared machine.
// A listen without a host here binds 127.0.0.1, so the bench stays on loopback. Plain
// JavaScript, so the measured process loads no TypeScript loader.
import net from "node:net";

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  const [first, second] = args;
  if (typeof first === "number" || (typeof first === "string" && /^\d+$/.test(first))) {
    if (second === undefined || second === null) args[1] = "127.0.0.1";
    else if (typeof second === "function" || typeof second === "number") args.splice(1, 0, "127.0.0.1");
  } else if (first && typeof first === "object" && !(first instanceof net.Server) && first.port !== undefined && first.host === undefined && first.path === undefined) {
    args[0] = { ...first, host: "127.0.0.1" };
  }
  return listen.apply(this, args);
};
