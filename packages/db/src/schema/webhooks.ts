// Tables of webhooks, their deliveries and reminder/notification bookkeeping (the worker
// issue). Add each table's interface here and to WebhookTables.

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface WebhookTables {}
