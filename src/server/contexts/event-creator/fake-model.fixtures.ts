import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OpenAI-compatible chat-completions server for tests (port 0): it answers each POST .../chat/completions with
 * the next scripted reply, in the shape a real server records (tool calls included), and keeps the requests.
 */

export type ScriptedReply = { status: number; body: unknown } | 'hang';

export interface FakeModel {
  url: string;
  requests: { messages: { role: string; content: string | null; tool_call_id?: string }[]; [key: string]: unknown }[];
  script(...replies: ScriptedReply[]): void;
  close(): Promise<void>;
}

let calls = 0;

/** A recorded completion whose message calls `name` with `args` (JSON-encoded as servers send them). */
export function toolCallReply(args: unknown, name = 'update_draft'): ScriptedReply {
  calls += 1;
  const argumentsText = typeof args === 'string' ? args : JSON.stringify(args);
  return {
    status: 200,
    body: {
      id: `chatcmpl-${calls}`,
      object: 'chat.completion',
      created: 1_790_000_000,
      model: 'test-model',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: null,
            tool_calls: [{ id: `call_${calls}`, type: 'function', function: { name, arguments: argumentsText } }],
          },
          finish_reason: 'tool_calls',
        },
      ],
      usage: { prompt_tokens: 900, completion_tokens: 120, total_tokens: 1020 },
    },
  };
}

/** A recorded completion with plain text and no tool call. */
export function textReply(content: string): ScriptedReply {
  calls += 1;
  return {
    status: 200,
    body: {
      id: `chatcmpl-${calls}`,
      object: 'chat.completion',
      created: 1_790_000_000,
      model: 'test-model',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 900, completion_tokens: 20, total_tokens: 920 },
    },
  };
}

/** A provider's failure as OpenAI-compatible servers send it. */
export const serverError: ScriptedReply = { status: 500, body: { error: { message: 'The server had an error', type: 'server_error' } } };

export async function startFakeModel(): Promise<FakeModel> {
  const queue: ScriptedReply[] = [];
  const requests: FakeModel['requests'] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push(JSON.parse(body));
      const next = queue.shift() ?? serverError;
      // A model that never answers: the client's time limit must end the call.
      if (next === 'hang') return;
      res.writeHead(next.status, { 'content-type': 'application/json' }).end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...replies) => queue.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
