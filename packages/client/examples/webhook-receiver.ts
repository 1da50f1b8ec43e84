// A webhook receiver that checks every delivery's signature with verifyWebhook before trusting it.
//   WEBHOOK_SECRET=whsec_… PORT=4000 pnpm --filter @booking/client exec tsx examples/webhook-receiver.ts
// Register http://<this host>:4000/webhooks with POST /api/rpc/user/webhooks/create (a loopback or
// private address needs WEBHOOK_ALLOW_PRIVATE_TARGETS=true on the service).
import { createServer } from "node:http";
import { verifyWebhook, type WebhookEvent } from "@booking/client";

const secret = process.env.WEBHOOK_SECRET ?? "";
const seen = new Set<string>(); // X-Webhook-Delivery ids: deliveries are at-least-once

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    void (async () => {
      // The raw body as received, and the X-Webhook-Signature header.
      const body = Buffer.concat(chunks).toString("utf8");
      if (!(await verifyWebhook(secret, body, req.headers))) {
        res.writeHead(401).end();
        console.log("rejected: bad signature");
        return;
      }
      const delivery = String(req.headers["x-webhook-delivery"]);
      res.writeHead(204).end(); // answer fast; do the work afterwards
      if (seen.has(delivery)) return;
      seen.add(delivery);
      const event = JSON.parse(body) as WebhookEvent;
      console.log(`verified ${event.event} ${JSON.stringify(event.data)}`);
    })();
  });
});
server.listen(Number(process.env.PORT ?? 4000), () => console.log(`listening on ${JSON.stringify(server.address())}`));
