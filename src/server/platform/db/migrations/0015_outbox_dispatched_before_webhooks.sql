-- Events recorded before webhooks existed have no webhook to go to: mark them dispatched so the dispatcher starts from now.
UPDATE "outbox_events" SET "webhooks_dispatched_at" = "created_at" WHERE "webhooks_dispatched_at" IS NULL;
