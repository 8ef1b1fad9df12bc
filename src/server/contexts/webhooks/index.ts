export { apiKeyResolver } from './api-key-auth.ts';
export { openApiOptions } from './open-api-docs.ts';
export { listPausedWebhooks, resumePausedWebhook } from './paused.ts';
