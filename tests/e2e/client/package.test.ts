// The published client as a user outside this repository gets it: `pnpm pack` (its prepack
// builds it), `npm install` of the tarball into an empty project under the system's temporary
// directory, TypeScript (strict, skipLibCheck off) on files that use it, right and with mistakes
// the compiler must catch, the React entry once its optional peers are installed, and real calls
// from plain Node.js, ESM and CommonJS, against a live API.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "@booking/api/testing";
import { createBookingClient } from "@booking/client";

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const CLIENT_DIR = path.dirname(require.resolve("@booking/client/package.json"));
const TSC = require.resolve("typescript/bin/tsc");
const VITE = path.join(path.dirname(require.resolve("vite/package.json")), "bin", "vite.js");
const versionOf = (name: string) => {
  const manifest = createRequire(path.join(CLIENT_DIR, "package.json")).resolve(`${name}/package.json`);
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
};
/** The optional peers at the versions the workspace builds the React entry with, and react-dom for the app. */
const PEERS = ["@tanstack/react-query", "react", "@types/react"].map((name) => `${name}@${versionOf(name)}`);
const REACT_DOM = `react-dom@${versionOf("react")}`;
let t: TestApi;
let project: string;
let tarball: string;

/** npm as a user runs it: without the npm_* variables pnpm hands its scripts. */
function npm(args: string[]) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
  return run("npm", args, { cwd: project, env, maxBuffer: 16 * 1024 * 1024 });
}

/** tsc on one of the project's configurations: each error as `file(line,col): error TSxxxx: message`, installed packages' too. */
async function everyTypeError(config: string): Promise<string[]> {
  const output = await run(process.execPath, [TSC, "-p", config, "--pretty", "false"], { cwd: project, maxBuffer: 16 * 1024 * 1024 }).then(
    ({ stdout }) => stdout,
    (error: { stdout: string }) => error.stdout,
  );
  return output
    .split("\n")
    .filter((line) => / error TS\d+/.test(line))
    .map((line) => line.trim());
}

/**
 * The errors in the project's own files. tRPC's server declarations need Node.js's and ws's types
 * and the ESNext.Disposable lib, which a frontend project may not have: with skipLibCheck off
 * their errors show, are tRPC's, and are what the last test and the README's settings section name.
 */
async function typecheck(config: string): Promise<string[]> {
  return (await everyTypeError(config)).filter((line) => !line.startsWith("node_modules/@trpc/"));
}

function write(file: string, text: string) {
  writeFileSync(path.join(project, file), text);
}

beforeAll(async () => {
  project = mkdtempSync(path.join(os.tmpdir(), "booking-client-user-"));
  const packed = path.join(project, "packed");
  mkdirSync(packed);
  const [api] = await Promise.all([startTestApi(), run("pnpm", ["pack", "--pack-destination", packed], { cwd: CLIENT_DIR })]);
  t = api;
  tarball = path.join(
    packed,
    readdirSync(packed).find((file) => file.endsWith(".tgz"))!,
  );
  write("package.json", JSON.stringify({ name: "booking-client-user", private: true, type: "module" }));
  await npm(["install", "--no-audit", "--no-fund", tarball]);
}, 240_000);

afterAll(async () => {
  await t?.close();
  if (project) rmSync(project, { recursive: true, force: true });
});

const installed = () => path.join(project, "node_modules", "@booking", "client");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

describe("the packed @booking/client", () => {
  it("holds the built files and a manifest with real ranges, naming no other workspace package", async () => {
    const { stdout } = await run("tar", ["-tzf", tarball]);
    const files = stdout.trim().split("\n").sort();
    expect(files).toEqual(
      [
        "README.md",
        "package.json",
        ...["index", "react"].flatMap((entry) => [".cjs", ".d.cts", ".d.ts", ".js"].map((ext) => `dist/${entry}${ext}`)),
      ]
        .map((file) => `package/${file}`)
        .sort(),
    );
    for (const file of filesUnder(installed())) {
      const text = readFileSync(file, "utf8");
      expect(text, file).not.toMatch(/\b(?:workspace|catalog):/);
      expect(text.match(/@booking\/[\w-]+/g)?.filter((name) => name !== "@booking/client") ?? [], file).toEqual([]);
    }
    const manifest = JSON.parse(readFileSync(path.join(installed(), "package.json"), "utf8")) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: "@booking/client", type: "module", sideEffects: false });
    expect(manifest).not.toHaveProperty("private");
    expect(manifest).not.toHaveProperty("devDependencies");
    expect(Object.keys(manifest.dependencies as object).sort()).toEqual(["@trpc/client", "@trpc/server", "openapi-fetch"]);
    for (const range of Object.values({ ...(manifest.dependencies as object), ...(manifest.peerDependencies as object) })) {
      expect(range).toMatch(/^[\^~]?\d+\.\d+\.\d+/);
    }
    // tRPC's packages require each other at one release: the client and the server at the same
    // catalog version; the React entry needs no tRPC package of its own (TanStack Query's options
    // over the plain client).
    const trpcVersions = [
      (manifest.dependencies as Record<string, string>)["@trpc/client"],
      (manifest.dependencies as Record<string, string>)["@trpc/server"],
    ];
    expect(new Set(trpcVersions).size, trpcVersions.join(", ")).toBe(1);
    expect(Object.keys(manifest.peerDependencies as object).sort()).toEqual(["@tanstack/react-query", "@types/react", "react"]);
    expect(Object.values(manifest.peerDependenciesMeta as object).every((meta: { optional?: boolean }) => meta.optional)).toBe(true);
    // Vanilla users get no React: the peers are optional.
    expect(readdirSync(path.join(project, "node_modules"))).not.toContain("react");
  });

  it("types every call from the router: correct use compiles, a wrong input type is an error", async () => {
    write(
      "tsconfig.json",
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          lib: ["ES2023", "DOM", "DOM.Iterable"],
          types: [],
        },
        files: ["calls.ts", "calls.cts", "mistakes.ts"],
      }),
    );
    write("calls.ts", CALLS);
    write("calls.cts", 'import { createBookingClient, type RouterOutputs } from "@booking/client";\n' + BOOKING_CREATE_OUTPUT);
    write("mistakes.ts", MISTAKES);
    const errors = await typecheck("tsconfig.json");
    expect(errors).toEqual([
      "mistakes.ts(4,3): error TS2322: Type 'number' is not assignable to type 'string'.",
      "mistakes.ts(8,14): error TS2322: Type 'string' is not assignable to type 'number'.",
      // Query parameters have their exact types: a number, a boolean, a list.
      "mistakes.ts(9,33): error TS2322: Type 'string' is not assignable to type 'number'.",
      "mistakes.ts(9,46): error TS2322: Type 'string' is not assignable to type 'boolean | undefined'.",
      'mistakes.ts(10,36): error TS2322: Type \'string\' is not assignable to type \'("completed" | "pending" | "held" | "confirmed" | "cancelled" | "no_show")[]\'.',
    ]);
  }, 120_000);

  it("calls the live API from plain Node.js, ESM and CommonJS", async () => {
    const { apiKey } = await t.newProvider({ name: "Packed Salon", timezone: "Europe/Berlin" });
    await createBookingClient({ url: t.url, apiKey }).services.create.mutate({ name: "Trim", duration: 30, price: 25 });
    write("call.mjs", CALL.replace("%IMPORT%", 'import { createBookingClient, createRestClient, errorInfo } from "@booking/client";'));
    write(
      "call.cjs",
      `(async () => {\n${CALL.replace("%IMPORT%", 'const { createBookingClient, createRestClient, errorInfo } = require("@booking/client");')}\n})();`,
    );
    for (const [file, email] of [
      ["call.mjs", "esm@example.com"],
      ["call.cjs", "cjs@example.com"],
    ] as const) {
      const { stdout } = await run(process.execPath, [file], {
        cwd: project,
        env: { ...process.env, BOOKING_URL: t.url, BOOKING_KEY: apiKey, EMAIL: email },
      });
      expect(JSON.parse(stdout), file).toEqual({
        services: ["Trim"],
        customer: email,
        missing: { code: "NOT_FOUND", status: 404, message: "Booking bk_missing not found", details: [] },
        rest: { status: 200, names: ["Trim"] },
      });
    }
    const customers = await createBookingClient({ url: t.url, apiKey }).customers.list.query({});
    expect(customers.data.map((c) => c.email).sort()).toEqual(["cjs@example.com", "esm@example.com"]);
  });

  it("@booking/client/react types TanStack Query's hooks once the optional peers are installed, loads in Node.js and bundles with Vite", async () => {
    await npm(["install", "--no-audit", "--no-fund", ...PEERS, REACT_DOM]);
    write(
      "tsconfig.react.json",
      // As a Vite React app compiles: bundler resolution, the automatic JSX runtime.
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          target: "ES2022",
          module: "ESNext",
          moduleResolution: "Bundler",
          jsx: "react-jsx",
          lib: ["ES2023", "DOM", "DOM.Iterable"],
          types: [],
        },
        files: ["app.tsx", "app-mistakes.tsx"],
      }),
    );
    write("app.tsx", REACT_APP);
    write("app-mistakes.tsx", REACT_MISTAKES);
    expect(await typecheck("tsconfig.react.json")).toEqual([
      "app-mistakes.tsx(7,17): error TS2322: Type 'number' is not assignable to type 'string'.",
      "app-mistakes.tsx(9,33): error TS2339: Property 'nope' does not exist on type 'string'.",
    ]);

    const { apiKey } = await t.newProvider({ name: "React Salon" });
    write("react.mjs", REACT_RUNTIME);
    const { stdout } = await run(process.execPath, ["react.mjs"], {
      cwd: project,
      env: { ...process.env, BOOKING_URL: t.url, BOOKING_KEY: apiKey },
    });
    expect(JSON.parse(stdout)).toEqual({
      exports: ["TRPCProvider", "createBookingClient", "errorInfo", "useTRPC", "useTRPCClient"],
      provider: "React Salon",
    });
    const { stdout: required } = await run(
      process.execPath,
      ["-e", 'console.log(Object.keys(require("@booking/client/react")).sort().join())'],
      {
        cwd: project,
      },
    );
    expect(required.trim()).toBe("TRPCProvider,createBookingClient,errorInfo,useTRPC,useTRPCClient");

    // A Vite app (no configuration) bundles it for the browser.
    write("index.html", '<!doctype html><div id="root"></div><script type="module" src="/main.tsx"></script>\n');
    write("main.tsx", REACT_MAIN);
    await run(process.execPath, [VITE, "build", "--logLevel", "error"], { cwd: project });
    const assets = path.join(project, "dist", "assets");
    const bundle = readdirSync(assets)
      .filter((file) => file.endsWith(".js"))
      .map((file) => readFileSync(path.join(assets, file), "utf8"))
      .join("\n");
    expect(bundle).toContain("/trpc");
    expect(bundle).toContain("Bearer ");
    expect(bundle).not.toMatch(/@booking\//);
  }, 120_000);

  it("type-checks with skipLibCheck off and no error at all, given the settings the README names for tRPC's declarations", async () => {
    const config = (lib: string[], types: string[]) =>
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, skipLibCheck: false, module: "NodeNext", moduleResolution: "NodeNext", lib, types },
        files: ["calls.ts"],
      });
    write("calls.ts", CALLS);
    // Without them: errors only in @trpc/server's declarations, and only of these kinds.
    write("tsconfig.bare.json", config(["ES2023", "DOM"], []));
    const bare = await everyTypeError("tsconfig.bare.json");
    expect(
      bare.every((line) => line.startsWith("node_modules/@trpc/server/")),
      bare.join("\n"),
    ).toBe(true);
    const kinds = new Set(bare.map((line) => /error (TS\d+: .*)$/.exec(line)![1]));
    // tRPC's server adapters (Node.js's http, ws) are not reached from the client's types.
    expect([...kinds].sort()).toEqual(["TS2304: Cannot find name 'AsyncDisposable'.", "TS2304: Cannot find name 'Disposable'."]);
    // With the ESNext.Disposable lib: none at all, and no types of Node.js or ws needed.
    write("tsconfig.complete.json", config(["ES2023", "ESNext.Disposable", "DOM"], []));
    expect(await everyTypeError("tsconfig.complete.json")).toEqual([]);
  }, 240_000);
});

const BOOKING_CREATE_OUTPUT = `
export async function book(apiKey: string) {
  const client = createBookingClient({ url: "http://localhost:3000", apiKey });
  const booking: RouterOutputs["bookings"]["create"] = await client.bookings.create.mutate({
    customerId: "cus_1",
    serviceId: "svc_1",
    staffId: "staff_1",
    dateTime: "2030-01-07T10:00:00+01:00",
  });
  return booking.data.status;
}
`;

const CALLS = `import {
  createBookingClient,
  createRestClient,
  errorInfo,
  isBookingClientError,
  readWebhook,
  type AppRouter,
  type RouterInputs,
  type RouterOutputs,
  type WebhookEvent,
} from "@booking/client";
${BOOKING_CREATE_OUTPUT}
export async function tour(apiKey: string): Promise<string[]> {
  const client = createBookingClient({ url: "http://localhost:3000", apiKey });
  const staff = await client.staff.list.query({ limit: 5 });
  const input: RouterInputs["customers"]["create"] = { name: "Chris", email: "chris@example.com" };
  const customer = await client.customers.create.mutate(input);
  const failure = await client.bookings.get.query({ id: "bk_missing" }).then(() => null, errorInfo);
  const status: "held" | "pending" | "confirmed" | "completed" | "cancelled" | "no_show" = await book(apiKey);
  const { v1, rpc } = createRestClient({ url: "http://localhost:3000", apiKey });
  const rest = await v1.GET("/v1/bookings/{id}", { params: { path: { id: "bk_1" } } });
  const me = await rpc.GET("/api/rpc/user/me");
  return [staff.data[0]?.name ?? "", customer.data.id, failure?.code ?? "", status, rest.data?.data.staff.name ?? "", me.data?.provider.timezone ?? ""];
}

export async function onDelivery(secret: string, body: string, headers: Headers): Promise<string | null> {
  const event: WebhookEvent | null = await readWebhook(secret, body, headers);
  if (event?.event === "booking.cancelled") return event.data.reason;
  if (event?.event === "payment.received") return event.data.amount.toFixed(2);
  return null;
}

export function firstInvalidField(error: unknown): string | undefined {
  return isBookingClientError(error) ? error.data?.details?.[0]?.path : undefined;
}

export type Procedures = keyof AppRouter["_def"]["record"];
`;

const MISTAKES = `import { createBookingClient } from "@booking/client";
const client = createBookingClient({ url: "http://localhost:3000", apiKey: "sk_test" });
await client.bookings.create.mutate({
  customerId: 1,
  serviceId: "svc_1",
  dateTime: "2030-01-07T10:00:00+01:00",
});
export const name: number = (await client.staff.get.query({ id: "staff_1" })).data.name;
await client.staff.list.query({ limit: "20", active: "false" });
await client.bookings.list.query({ status: "pending" });
`;

const CALL = `%IMPORT%
const url = process.env.BOOKING_URL;
const apiKey = process.env.BOOKING_KEY;
const client = createBookingClient({ url, apiKey });
const [services, customer] = await Promise.all([
  client.services.list.query({ limit: 10 }),
  client.customers.create.mutate({ name: "Packed", email: process.env.EMAIL }),
]);
const missing = await client.bookings.get.query({ id: "bk_missing" }).catch(errorInfo);
const rest = await createRestClient({ url, apiKey }).v1.GET("/v1/services", {});
console.log(
  JSON.stringify({
    services: services.data.map((s) => s.name),
    customer: customer.data.email,
    missing,
    rest: { status: rest.response.status, names: rest.data.data.map((s) => s.name) },
  }),
);`;

const REACT_APP = `import { QueryClient, QueryClientProvider, useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { createBookingClient, errorInfo, TRPCProvider, useTRPC, useTRPCClient, type RouterOutputs } from "@booking/client/react";

function Services() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const services = useQuery(trpc.services.list.queryOptions({ limit: 20 }));
  const book = useMutation(trpc.bookings.create.mutationOptions());
  const first: RouterOutputs["services"]["list"]["data"][number] | undefined = services.data?.data[0];
  const onBook = () =>
    book.mutate({ serviceId: first?.id ?? "", dateTime: "2030-01-07T10:00:00Z", customer: { name: "Ana", email: "ana@example.com" } });
  const onMe = () => void client.user.me.query({}).then((me) => me.provider.timezone);
  return (
    <button onClick={onBook} onDoubleClick={onMe}>
      {first?.name ?? (services.error ? errorInfo(services.error).message : "…")}
    </button>
  );
}

export function App({ url, apiKey }: { url: string; apiKey: string }) {
  const [queryClient] = useState(() => new QueryClient());
  const [trpcClient] = useState(() => createBookingClient({ url, apiKey }));
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <Services />
      </TRPCProvider>
    </QueryClientProvider>
  );
}
`;

const REACT_MISTAKES = `import { useMutation, useQuery } from "@tanstack/react-query";
import { useTRPC } from "@booking/client/react";

export function Mistakes() {
  const trpc = useTRPC();
  const book = useMutation(trpc.bookings.create.mutationOptions());
  book.mutate({ serviceId: 7, dateTime: "2030-01-07T10:00:00Z" });
  const me = useQuery(trpc.user.me.queryOptions({}));
  return me.data?.provider.name.nope;
}
`;

const REACT_MAIN = `import { createRoot } from "react-dom/client";
import { App } from "./app";

createRoot(document.getElementById("root")!).render(<App url="http://localhost:3000" apiKey="pk_demo" />);
`;

const REACT_RUNTIME = `import * as react from "@booking/client/react";
const client = react.createBookingClient({ url: process.env.BOOKING_URL, apiKey: process.env.BOOKING_KEY });
const me = await client.user.me.query({});
console.log(JSON.stringify({ exports: Object.keys(react).sort(), provider: me.provider.name }));
`;
