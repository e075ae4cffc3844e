import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type SmtpMode = "refuse" | "fail" | "accept" | "hold";

const tryLater = () => Object.assign(new Error("Try again later"), { responseCode: 451 });

/**
 * A mail server on loopback whose answer the test chooses: "refuse" the connection, "fail" each
 * message (451, try later), "accept" it, or "hold" it (the sender waits until release()).
 */
export async function smtpServer() {
  let mode: SmtpMode = "accept";
  let answerHeld = (_failure?: Error) => {};
  let onHold = (_body: string) => {};
  const received: string[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onConnect(_session, callback) {
      if (mode !== "refuse") return callback();
      refused++;
      callback(new Error("No mail accepted here"));
    },
    onData(stream, _session, callback) {
      let body = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (body += chunk));
      stream.on("end", () => {
        // nodemailer may write the text as quoted-printable: undo soft line breaks and =XX escapes.
        const text = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        if (mode === "fail") {
          refused++;
          return callback(tryLater());
        }
        const answer = (failure?: Error) => {
          if (failure) refused++;
          else received.push(text);
          callback(failure);
        };
        if (mode === "accept") return answer();
        answerHeld = (failure) => {
          answerHeld = () => {};
          answer(failure);
        };
        onHold(text);
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Message bodies accepted so far, decoded. */
    received,
    /** Connections refused and messages failed so far. */
    refused: () => refused,
    set(next: SmtpMode) {
      mode = next;
    },
    /** Switches to "hold"; resolves with the body once a message is being held. */
    hold(): Promise<string> {
      mode = "hold";
      return new Promise((resolve) => (onHold = resolve));
    },
    /** Answers the held message: accepts it, or fails it with 451. */
    release: (fail = false) => answerHeld(fail ? tryLater() : undefined),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
