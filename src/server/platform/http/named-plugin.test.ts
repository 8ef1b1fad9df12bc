import Fastify, { type FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { named } from './named-plugin.ts';

it('gives a plugin, anonymous or not, the name Fastify knows it by', async () => {
  const app = Fastify();
  const names: string[] = [];
  async function contextRoutes(child: FastifyInstance) {
    names.push(child.pluginName);
  }
  await app.register(named('membership forms', async (child) => void names.push(child.pluginName)));
  await app.register(named('context routes', contextRoutes));
  await app.ready();
  expect(names).toEqual(['membership forms', 'context routes']);
  await app.close();
});
