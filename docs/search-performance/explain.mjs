// Runs the search queries of packages/core/src/store/search.ts against a generated data set and
// prints EXPLAIN (ANALYZE, BUFFERS) of every SQL statement they issue, plus wall-clock timings.
//
//   psql -d booking_bench -f docs/search-performance/generate.sql      (after migrating booking_bench)
//   node --import tsx docs/search-performance/explain.mjs postgres://postgres@127.0.0.1:5432/booking_bench
//
// Not part of the test suite: the data set takes minutes to build.
const { createDatabase } = await import("../../packages/db/src/index.ts");
const { searchProviders, searchServices, suggest } = await import("../../packages/core/src/store/search.ts");

const url = process.argv[2];
if (!url) throw new Error("usage: explain.mjs <postgres url>");
const only = process.argv[3];
const handle = createDatabase(url, { max: 4 });
let capture = null;
handle.pool.on("connect", (client) => {
  const query = client.query.bind(client);
  client.query = (...args) => {
    if (capture && typeof args[0] === "string") capture.push({ text: args[0], values: args[1] ?? [] });
    return query(...args);
  };
});

const db = handle.db;
const { rows: [sample] } = await handle.pool.query("SELECT provider_id FROM provider_search ORDER BY provider_id OFFSET 4242 LIMIT 1");
const page = { page: 1, limit: 20 };
const scenarios = [
  ["providers q=salon (broad: names and categories)", () => searchProviders(db, { q: "salon", ...page })],
  ["providers q=haircut (service names of many providers)", () => searchProviders(db, { q: "haircut", ...page })],
  ["providers q='eleganz city12' (narrow, two words)", () => searchProviders(db, { q: "eleganz city12", ...page })],
  ["providers q='haircut massage' (two broad words that often go together)", () => searchProviders(db, { q: "haircut massage", ...page })],
  ["providers q=elegnz (typo, corrected to 'eleganz' through search_words)", () => searchProviders(db, { q: "elegnz", ...page })],
  ["providers without q (by rating)", () => searchProviders(db, page)],
  ["providers category=spa minRating=4", () => searchProviders(db, { category: "spa", minRating: 4, ...page })],
  ["providers location=city12 minPrice=50 maxPrice=60", () => searchProviders(db, { location: "city12", minPriceCents: 5000, maxPriceCents: 6000, ...page })],
  ["providers q=massage page 50", () => searchProviders(db, { q: "massage", page: 50, limit: 20 })],
  ["services q=haircut (broad)", () => searchServices(db, { q: "haircut", ...page })],
  ["services q='deluxe balayage'", () => searchServices(db, { q: "deluxe balayage", ...page })],
  ["services q=spa (a category: no name matches)", () => searchServices(db, { q: "spa", ...page })],
  ["services q=balyage (typo, corrected to 'balayage')", () => searchServices(db, { q: "balyage", ...page })],
  ["services without q (by name)", () => searchServices(db, page)],
  ["services providerId=…", () => searchServices(db, { providerId: sample.provider_id, ...page })],
  ["services category=spa price 20-30", () => searchServices(db, { category: "spa", minPriceCents: 2000, maxPriceCents: 3000, ...page })],
  ["suggestions q=sa", () => suggest(db, "sa")],
  ["suggestions q=hai", () => suggest(db, "hai")],
  ["suggestions q=eleganz", () => suggest(db, "eleganz")],
  ["suggestions q=balyage (typo)", () => suggest(db, "balyage")],
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [name, run] of scenarios) {
  if (only && !name.includes(only)) continue;
  await run(); // warm
  const times = [];
  let result;
  for (let i = 0; i < 9; i++) {
    const started = performance.now();
    result = await run();
    times.push(performance.now() - started);
  }
  capture = [];
  await run();
  const statements = capture;
  capture = null;
  const summary = Array.isArray(result) ? `${result.length} suggestions: ${result.join(", ")}` : `total ${result.total}, ${result.rows.length} rows`;
  console.log(
    `\n### ${name}\n\nwhole call, 9 runs: median ${median(times).toFixed(1)} ms, best ${Math.min(...times).toFixed(1)} ms — ${summary}\n`,
  );
  for (const statement of statements) {
    if (!/^\s*(\(?\s*SELECT|WITH)/i.test(statement.text)) continue;
    const explained = await handle.pool.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.text}`, statement.values);
    console.log("```");
    console.log(statement.text.replace(/\s+/g, " ").trim().slice(0, 400));
    console.log("--");
    for (const row of explained.rows) console.log(row["QUERY PLAN"]);
    console.log("```");
  }
}
await handle.close();
