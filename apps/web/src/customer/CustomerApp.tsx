// The pages a salon's customers use: booking with the salon's public key, or their booking opened
// from its manage link. One query cache and one typed client for the page's lifetime.
import { useState } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { createClients, TRPCProvider } from "./api";
import { BookingPage } from "./BookingPage";
import { ManagePage } from "./ManagePage";
import type { PageMode } from "../mode";

export function CustomerApp(props: { mode: Exclude<PageMode, { kind: "front-desk" }> }) {
  const { mode } = props;
  const [clients] = useState(() => createClients(mode.kind === "public" ? mode.key : null));
  return (
    <QueryClientProvider client={clients.queryClient}>
      <TRPCProvider trpcClient={clients.trpcClient} queryClient={clients.queryClient}>
        <div className="page customer">
          <header className="masthead">
            <h1>{mode.kind === "public" ? "Book an appointment" : "Your booking"}</h1>
          </header>
          <main>
            {mode.kind === "public" ? (
              <BookingPage publicKey={mode.key} />
            ) : (
              // Another link (or another code for the same booking) opens afresh.
              <ManagePage key={`${mode.token}:${mode.verifyCode ?? ""}`} token={mode.token} verifyCode={mode.verifyCode} />
            )}
          </main>
        </div>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
