import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface TestSmtp {
  port: number;
  received: { to: string[]; raw: string }[];
  /** Refuses the next `n` messages (451), then accepts again. */
  failNext(n: number): void;
  /** Refuses every message until called with false (an outage). */
  refuseAll(on: boolean): void;
  /** Refuses the address at RCPT TO with `code` (550: no such user, for good; 450: mailbox busy, for now); null accepts it again. */
  refuseRecipient(address: string, code: number | null): void;
  close(): Promise<void>;
}

/** A real SMTP peer on loopback that records what it receives. */
export function startSmtp(): Promise<TestSmtp> {
  const received: TestSmtp['received'] = [];
  let failuresLeft = 0;
  let refusing = false;
  const refusedRecipients = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      const code = refusedRecipients.get(address.address.toLowerCase());
      if (code === undefined) return callback();
      callback(Object.assign(new Error(code >= 500 ? `${code} 5.1.1 no such user` : `${code} 4.2.1 mailbox busy`), { responseCode: code }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        if (refusing || failuresLeft > 0) {
          failuresLeft = Math.max(0, failuresLeft - 1);
          return callback(new Error('451 try again later'));
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.server.address() as AddressInfo).port,
        received,
        failNext: (n) => (failuresLeft = n),
        refuseAll: (on) => (refusing = on),
        refuseRecipient: (address, code) => void (code === null ? refusedRecipients.delete(address) : refusedRecipients.set(address, code)),
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}
